import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { SUBSCRIPTION_TEXTS } from '../../texts';
import { SubscriptionAnalytics } from '../components/SubscriptionAnalytics';

/** /subscription-analytics: active subscribers, monthly recurring revenue and churn, with charts. */
export function SubscriptionAnalyticsPage() {
  return (
    <Page title={SUBSCRIPTION_TEXTS.analyticsHeading} managersOnly extra={<LinkButton to="/subscription-manager">{SUBSCRIPTION_TEXTS.hubHeading}</LinkButton>}>
      <SubscriptionAnalytics />
    </Page>
  );
}
