import { formatDate, formatRupees, type RevenueSummaryResponse } from '@cricket/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import { FINANCE_UI_TEXTS } from '../../texts';

const periodText = ({ from, to }: { from: string; to: string }) => `${formatDate(from)} – ${formatDate(to)}`;

function changeText(summary: RevenueSummaryResponse): string {
  if (summary.changePercent === null) return FINANCE_UI_TEXTS.noPreviousRevenue;
  return `${summary.changePercent > 0 ? '+' : ''}${summary.changePercent}%`;
}

/** Revenue of this period and the last, and the change between them. */
export function RevenueTotals({ summary }: { summary: RevenueSummaryResponse }) {
  const cards = [
    { title: `${FINANCE_UI_TEXTS.thisPeriod} (${periodText(summary.period)})`, value: formatRupees(summary.totalPaise), testId: 'revenue-this' },
    { title: `${FINANCE_UI_TEXTS.lastPeriod} (${periodText(summary.previousPeriod)})`, value: formatRupees(summary.previousTotalPaise), testId: 'revenue-last' },
    { title: FINANCE_UI_TEXTS.change, value: changeText(summary), testId: 'revenue-change' },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.testId} xs={24} md={8}>
          <Card>
            <Statistic title={card.title} value={card.value} formatter={(value) => <span data-testid={card.testId}>{value}</span>} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
