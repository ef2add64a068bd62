import { Card, Col, Row, Statistic, type ColProps } from 'antd';

interface StatisticCardsProps {
  stats: { title: string; value: string | number }[];
  /** Each card's width per breakpoint. */
  col: ColProps;
  gutter?: number;
  size?: 'small';
}

/** Key figures side by side, each on a card. */
export function StatisticCards({ stats, col, gutter = 16, size }: StatisticCardsProps) {
  return (
    <Row gutter={[gutter, gutter]}>
      {stats.map((stat) => (
        <Col key={stat.title} {...col}>
          <Card size={size}>
            <Statistic title={stat.title} value={stat.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
