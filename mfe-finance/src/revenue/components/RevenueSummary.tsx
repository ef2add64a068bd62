import { errorMessage, useWorkspaceChangedRefetch } from '@cricket/shell-sdk';
import { Alert, Flex, Skeleton } from 'antd';
import { PeriodPicker } from '../../common/components/PeriodPicker';
import { useFinancePeriod } from '../../common/hooks/useFinancePeriod';
import { isFinanceKey } from '../../common/utils/isFinanceKey';
import { FINANCE_UI_TEXTS } from '../../texts';
import { useRevenueSummary } from '../hooks/useRevenueSummary';
import { RevenueCharts } from './RevenueCharts';
import { RevenueTotals } from './RevenueTotals';

/** A period's revenue against the last period's, in totals and charts. */
export function RevenueSummary() {
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
          <RevenueTotals summary={summary.data} />
          {summary.data.totalPaise === 0 && summary.data.previousTotalPaise === 0 && <Alert type="info" showIcon title={FINANCE_UI_TEXTS.noRevenue} />}
          <RevenueCharts summary={summary.data} />
        </>
      )}
    </Flex>
  );
}
