import { formatCount } from '@cricket/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';

/** A figure's label and value: a number is shown as a count, text as it is. */
export type Figure = readonly [label: string, value: number | string];

export interface FigureCardProps {
  title: string;
  figures: Figure[];
  extra?: ReactNode;
}

/** One card of the Platform Statistics: its figures side by side. */
export function FigureCard({ title, figures, extra }: FigureCardProps) {
  return (
    <Card title={title} extra={extra} style={{ height: '100%' }}>
      <Row gutter={[16, 16]}>
        {figures.map(([label, value]) => (
          <Col key={label} xs={12} md={8} lg={12} xl={8}>
            <Statistic title={label} value={typeof value === 'number' ? formatCount(value) : value} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
