import { formatRupees } from '@cricket/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import { FINANCE_UI_TEXTS } from '../../texts';
import { CHART_COLORS } from '../../common/utils/chartColors';

interface SummaryCardsProps {
  incomePaise: number;
  expensesPaise: number;
  netPaise: number;
  loading: boolean;
}

/** Totals of the period: income, expenses and what is left. */
export function SummaryCards({ incomePaise, expensesPaise, netPaise, loading }: SummaryCardsProps) {
  const cards = [
    { title: FINANCE_UI_TEXTS.totalIncome, value: incomePaise, color: CHART_COLORS.income },
    { title: FINANCE_UI_TEXTS.totalExpenses, value: expensesPaise, color: CHART_COLORS.expenses },
    { title: FINANCE_UI_TEXTS.net, value: netPaise, color: netPaise < 0 ? CHART_COLORS.expenses : CHART_COLORS.current },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.title} xs={24} sm={8}>
          <Card>
            <Statistic
              title={card.title}
              loading={loading}
              value={card.value}
              formatter={(value) => <span data-testid={`total-${card.title}`}>{formatRupees(Number(value))}</span>}
              styles={{ content: { color: card.color } }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
