import { Col, Row, type ColProps } from 'antd';
import type { ReactNode } from 'react';

interface CardGridProps<T> {
  items: readonly T[];
  /** Each card's width per breakpoint. */
  col: ColProps;
  children: (item: T) => ReactNode;
}

/** Cards in a responsive grid, one per item. */
export function CardGrid<T extends { id: number }>({ items, col, children }: CardGridProps<T>) {
  return (
    <Row gutter={[16, 16]}>
      {items.map((item) => (
        <Col key={item.id} {...col}>
          {children(item)}
        </Col>
      ))}
    </Row>
  );
}
