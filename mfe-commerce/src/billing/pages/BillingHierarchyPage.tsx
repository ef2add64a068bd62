import { Page } from '../../common/components/Page';
import { BILLING_TEXTS } from '../../texts';
import { BillingHierarchy } from '../components/BillingHierarchy';
import { BillingNav } from '../components/BillingNav';

/** /billing-cycles/hierarchical: period → plan → subscribers. */
export function BillingHierarchyPage() {
  return (
    <Page title={BILLING_TEXTS.hierarchical} managersOnly extra={<BillingNav />}>
      <BillingHierarchy />
    </Page>
  );
}
