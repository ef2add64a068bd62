import type { RevenueSummaryResponse } from '@cricket/contracts';
import { Card, Col, Row } from 'antd';
import { AmountBars } from '../../common/components/AmountBars';
import { CHART_COLORS } from '../../common/utils/chartColors';
import { formatMonth } from '../../common/utils/format';
import { FINANCE_UI_TEXTS } from '../../texts';

const comparison = [
  { name: FINANCE_UI_TEXTS.thisPeriod, color: CHART_COLORS.current },
  { name: FINANCE_UI_TEXTS.lastPeriod, color: CHART_COLORS.previous },
];

/** Revenue by source and by month, this period beside the last. */
export function RevenueCharts({ summary }: { summary: RevenueSummaryResponse }) {
  const sourceRows = summary.bySource
    .filter((row) => row.amountPaise > 0 || row.previousAmountPaise > 0)
    .map((row) => ({ key: row.source, label: row.label, amounts: [row.amountPaise, row.previousAmountPaise] }));
  // Month n of this period sits beside month n of the last one.
  const monthRows = summary.byMonth.map((row, index) => {
    const previous = summary.previousByMonth[index];
    return {
      key: row.month,
      label: previous ? `${formatMonth(row.month)} / ${formatMonth(previous.month)}` : formatMonth(row.month),
      amounts: [row.amountPaise, previous?.amountPaise ?? 0],
    };
  });
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={FINANCE_UI_TEXTS.revenueBySource} data-testid="revenue-by-source">
          <AmountBars series={comparison} rows={sourceRows} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={FINANCE_UI_TEXTS.revenueByMonth} data-testid="revenue-by-month">
          <AmountBars series={comparison} rows={monthRows} />
        </Card>
      </Col>
    </Row>
  );
}
