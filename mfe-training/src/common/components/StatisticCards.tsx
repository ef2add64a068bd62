import { Card, Col, Row, Statistic, type ColProps } from 'antd';
import type { CSSProperties } from 'react';

export interface Figure {
  title: string;
  value: string | number;
  loading?: boolean;
}

export interface StatisticCardsProps {
  figures: Figure[];
  /** Each card's column widths, e.g. { xs: 12, md: 6 }. */
  span: Pick<ColProps, 'xs' | 'md' | 'lg'>;
  style?: CSSProperties;
}

/** A row of small cards, one figure each (totals, streaks, rates). */
export function StatisticCards({ figures, span, style }: StatisticCardsProps) {
  return (
    <Row gutter={[16, 16]} style={style}>
      {figures.map((figure) => (
        <Col key={figure.title} {...span}>
          <Card size="small">
            <Statistic title={figure.title} value={figure.value} loading={figure.loading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
