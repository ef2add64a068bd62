import { FINANCE_MODULES, formatRupees, type RevenueSummaryResponse } from '@cricket/contracts';
import { errorMessage, useWorkspaceChangedRefetch } from '@cricket/shell-sdk';
import { Alert, Card, Col, Flex, Row, Skeleton, Statistic } from 'antd';
import { AmountBars } from '../finance/components/AmountBars';
import { CHART_COLORS } from '../finance/components/chartColors';
import { FinanceAccess } from '../finance/components/FinanceAccess';
import { FinancePage } from '../finance/components/FinancePage';
import { PeriodPicker } from '../finance/components/PeriodPicker';
import { useRevenueSummary } from '../finance/hooks/useFinanceQueries';
import { useFinancePeriod } from '../finance/hooks/useFinancePeriod';
import { isFinanceKey } from '../finance/api/financeKeys';
import { formatDate, formatMonth } from '../finance/utils/format';
import { FINANCE_UI_TEXTS } from '../texts';

const comparison = [
  { name: FINANCE_UI_TEXTS.thisPeriod, color: CHART_COLORS.current },
  { name: FINANCE_UI_TEXTS.lastPeriod, color: CHART_COLORS.previous },
];

const periodText = ({ from, to }: { from: string; to: string }) => `${formatDate(from)} – ${formatDate(to)}`;

function changeText(summary: RevenueSummaryResponse): string {
  if (summary.changePercent === null) return FINANCE_UI_TEXTS.noPreviousRevenue;
  return `${summary.changePercent > 0 ? '+' : ''}${summary.changePercent}%`;
}

function Totals({ summary }: { summary: RevenueSummaryResponse }) {
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

function Charts({ summary }: { summary: RevenueSummaryResponse }) {
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

function RevenueSummary() {
  useWorkspaceChangedRefetch(isFinanceKey);
  const [period, setPeriod] = useFinancePeriod();
  const summary = useRevenueSummary(period);
  return (
    <Flex vertical gap={16}>
      <PeriodPicker period={period} onChange={setPeriod} />
      {summary.error && <Alert type="error" showIcon title={errorMessage(summary.error, FINANCE_UI_TEXTS.loadFailed)} />}
      {summary.isLoading && <Skeleton active />}
      {summary.data && (
        <>
          <Totals summary={summary.data} />
          {summary.data.totalPaise === 0 && summary.data.previousTotalPaise === 0 && <Alert type="info" showIcon title={FINANCE_UI_TEXTS.noRevenue} />}
          <Charts summary={summary.data} />
        </>
      )}
    </Flex>
  );
}

/** /revenue-summary: revenue by month and by source, this period against the last. */
export function RevenueSummaryPage() {
  return (
    <FinancePage title={FINANCE_UI_TEXTS.revenueTitle} subtitle={FINANCE_UI_TEXTS.revenueSubtitle}>
      <FinanceAccess module={FINANCE_MODULES.revenue} deniedText={FINANCE_UI_TEXTS.noRevenuePermission}>
        <RevenueSummary />
      </FinanceAccess>
    </FinancePage>
  );
}
