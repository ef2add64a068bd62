import { FINANCE_MODULES } from '@cricket/contracts';
import { FinancePage } from '../../common/components/FinancePage';
import { FINANCE_UI_TEXTS } from '../../texts';
import { RevenueSummary } from '../components/RevenueSummary';

/** /revenue-summary: revenue by month and by source, this period against the last. */
export function RevenueSummaryPage() {
  return (
    <FinancePage title={FINANCE_UI_TEXTS.revenueTitle} subtitle={FINANCE_UI_TEXTS.revenueSubtitle} module={FINANCE_MODULES.revenue}>
      <RevenueSummary />
    </FinancePage>
  );
}
