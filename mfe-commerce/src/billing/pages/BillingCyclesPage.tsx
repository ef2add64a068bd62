import { Page } from '../../common/components/Page';
import { BILLING_TEXTS } from '../../texts';
import { BillingNav } from '../components/BillingNav';
import { CycleList } from '../components/CycleList';

/** /billing-cycles. */
export function BillingCyclesPage() {
  return (
    <Page title={BILLING_TEXTS.heading} managersOnly extra={<BillingNav />}>
      <CycleList />
    </Page>
  );
}
