import { FINANCE_MODULES } from '@cricket/contracts';
import { FinancePage } from '../../common/components/FinancePage';
import { FINANCE_UI_TEXTS } from '../../texts';
import { FinanceDashboard } from '../components/FinanceDashboard';

/** /expenses: the finance dashboard of a period. */
export function FinanceDashboardPage() {
  return (
    <FinancePage title={FINANCE_UI_TEXTS.dashboardTitle} subtitle={FINANCE_UI_TEXTS.dashboardSubtitle} module={FINANCE_MODULES.entries}>
      <FinanceDashboard />
    </FinancePage>
  );
}
