import type { FinanceSummaryResponse } from '@cricket/contracts';
import { Card, Col, Row, Skeleton } from 'antd';
import { FINANCE_UI_TEXTS } from '../../texts';
import { formatMonth } from '../../common/utils/format';
import { AmountBars } from '../../common/components/AmountBars';
import { CHART_COLORS } from '../../common/utils/chartColors';

interface FinanceChartsProps {
  summary: FinanceSummaryResponse | undefined;
  loading: boolean;
}

/** Expenses by category and income against expenses by month of the period. */
export function FinanceCharts({ summary, loading }: FinanceChartsProps) {
  const categoryRows = (summary?.expensesByCategory ?? [])
    .filter((row) => row.amountPaise > 0)
    .map((row) => ({ key: row.category, label: row.label, amounts: [row.amountPaise] }));
  const monthRows = (summary?.byMonth ?? []).map((row) => ({
    key: row.month,
    label: formatMonth(row.month),
    amounts: [row.incomePaise, row.expensesPaise],
  }));
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={FINANCE_UI_TEXTS.expensesByCategory} data-testid="chart-by-category">
          {loading ? <Skeleton active /> : <AmountBars series={[{ name: FINANCE_UI_TEXTS.expenses, color: CHART_COLORS.expenses }]} rows={categoryRows} />}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={FINANCE_UI_TEXTS.byMonth} data-testid="chart-by-month">
          {loading ? (
            <Skeleton active />
          ) : (
            <AmountBars
              series={[
                { name: FINANCE_UI_TEXTS.income, color: CHART_COLORS.income },
                { name: FINANCE_UI_TEXTS.expenses, color: CHART_COLORS.expenses },
              ]}
              rows={monthRows}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
