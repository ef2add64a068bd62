import { Page } from '../../common/components/Page';
import { BILLING_TEXTS } from '../../texts';
import { BillingNav } from '../components/BillingNav';
import { GenerateCyclesForm } from '../components/GenerateCyclesForm';

/** /billing-cycles/generate: one cycle per active subscriber billed in the month; idempotent. */
export function GenerateCyclesPage() {
  return (
    <Page title={BILLING_TEXTS.generateHeading} managersOnly extra={<BillingNav />}>
      <GenerateCyclesForm />
    </Page>
  );
}
