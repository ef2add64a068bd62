import { COMMERCE_API, formatRupees, type SubscriptionAnalyticsResponse } from '@cricket/contracts';
import { QueryView } from '../../common/components/QueryView';
import { StatisticCards } from '../../common/components/StatisticCards';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { SUBSCRIPTION_TEXTS } from '../../texts';

/** The hub's counts: plans, subscribers, active subscribers and monthly recurring revenue. */
export function HubCounts() {
  const analytics = useApiQuery<SubscriptionAnalyticsResponse>(COMMERCE_API.subscriptionAnalytics);
  return (
    <QueryView query={analytics}>
      {(a) => (
        <StatisticCards
          stats={[
            { title: SUBSCRIPTION_TEXTS.plans, value: String(a.planCount) },
            { title: SUBSCRIPTION_TEXTS.subscribers, value: String(a.subscriberCount) },
            { title: SUBSCRIPTION_TEXTS.activeSubscribers, value: String(a.activeSubscribers) },
            { title: SUBSCRIPTION_TEXTS.mrr, value: formatRupees(a.monthlyRecurringRevenuePaise) },
          ]}
          col={{ xs: 12, md: 6 }}
        />
      )}
    </QueryView>
  );
}
