import { COMMERCE_API, type BillingAnalyticsResponse } from '@cricket/contracts';
import { QueryView } from '../../common/components/QueryView';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { BillingAnalytics } from './BillingAnalytics';

/** Reads the billing analytics and shows them. */
export function BillingAnalyticsLoader() {
  const analytics = useApiQuery<BillingAnalyticsResponse>(COMMERCE_API.billingAnalytics);
  return <QueryView query={analytics}>{(data) => <BillingAnalytics analytics={data} />}</QueryView>;
}
