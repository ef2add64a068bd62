import { COMMERCE_API, type BillingCycleResponse } from '@cricket/contracts';
import { Card } from 'antd';
import { LoadError } from '../../common/components/LoadError';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { SUBSCRIPTION_TEXTS } from '../../texts';
import { CyclesTable } from './CyclesTable';

/** One subscriber's billing cycles, for their page among the subscriptions. */
export function SubscriberBillingHistory({ subscriberId }: { subscriberId: number }) {
  const cycles = useApiQuery<BillingCycleResponse[]>(COMMERCE_API.billingCycles, { subscriberId });
  if (cycles.error) return <LoadError error={cycles.error} />;
  return (
    <Card title={SUBSCRIPTION_TEXTS.billingHistory}>
      <CyclesTable cycles={cycles.data ?? []} loading={cycles.isLoading} />
    </Card>
  );
}
