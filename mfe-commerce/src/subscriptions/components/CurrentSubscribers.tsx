import { COMMERCE_API, type SubscriberResponse } from '@cricket/contracts';
import { Flex, Typography } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { LoadError } from '../../common/components/LoadError';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { SUBSCRIPTION_TEXTS } from '../../texts';
import { SubscribersTable } from './SubscribersTable';

/** The running subscriptions (active and paused), with the way to all of them. */
export function CurrentSubscribers() {
  const subscribers = useApiQuery<SubscriberResponse[]>(COMMERCE_API.subscribers);
  if (subscribers.error) return <LoadError error={subscribers.error} />;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" wrap>
        <Typography.Text type="secondary">{SUBSCRIPTION_TEXTS.activeOnly}</Typography.Text>
        <Link to="/subscribers/all">{SUBSCRIPTION_TEXTS.viewAll}</Link>
      </Flex>
      <SubscribersTable subscribers={(subscribers.data ?? []).filter((s) => s.status !== 'cancelled')} loading={subscribers.isLoading} />
    </Flex>
  );
}
