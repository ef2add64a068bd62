import { SUBSCRIBER_STATUS_TRANSITIONS, type SubscriberResponse } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Button, Flex, Popconfirm } from 'antd';
import { LinkButton } from '../../common/components/LinkButton';
import { COMMON_TEXTS, SUBSCRIPTION_TEXTS } from '../../texts';
import { useChangeSubscriberStatus } from '../hooks/useSubscriptionMutations';

/** Edit, and the status changes the subscriber's status allows (cancel asks first). */
export function SubscriberStatusActions({ subscriber }: { subscriber: SubscriberResponse }) {
  const change = useChangeSubscriberStatus();
  return (
    <PermissionGuard module="subscriptions" action="edit">
      <Flex gap={8}>
        <LinkButton to={`/subscribers/edit/${subscriber.id}`}>{COMMON_TEXTS.edit}</LinkButton>
        {SUBSCRIBER_STATUS_TRANSITIONS[subscriber.status].map((status) =>
          status === 'cancelled' ? (
            <Popconfirm key={status} title={`${SUBSCRIPTION_TEXTS.statusAction.cancelled}?`} onConfirm={() => change.mutate({ id: subscriber.id, status })}>
              <Button danger disabled={change.isPending}>
                {SUBSCRIPTION_TEXTS.statusAction.cancelled}
              </Button>
            </Popconfirm>
          ) : (
            <Button key={status} disabled={change.isPending} onClick={() => change.mutate({ id: subscriber.id, status })}>
              {SUBSCRIPTION_TEXTS.statusAction[status]}
            </Button>
          ),
        )}
      </Flex>
    </PermissionGuard>
  );
}
