import { Page } from '../../common/components/Page';
import { BILLING_TEXTS } from '../../texts';
import { BillingAnalyticsLoader } from '../components/BillingAnalyticsLoader';
import { BillingNav } from '../components/BillingNav';

/** /billing-cycles/analytics: collected vs outstanding. */
export function BillingAnalyticsPage() {
  return (
    <Page title={BILLING_TEXTS.analyticsHeading} managersOnly extra={<BillingNav />}>
      <BillingAnalyticsLoader />
    </Page>
  );
}
