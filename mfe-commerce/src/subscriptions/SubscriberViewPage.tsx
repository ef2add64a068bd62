import {
  COMMERCE_API,
  formatRupees,
  PLAN_PERIOD_LABELS,
  SUBSCRIBER_STATUS_TRANSITIONS,
  type BillingCycleResponse,
  type SubscriberResponse,
} from '@cricket/contracts';
import { PermissionGuard, useCan } from '@cricket/shell-sdk';
import { Button, Card, Descriptions, Flex, Popconfirm } from 'antd';
import { useParams } from 'react-router-dom';
import { CyclesTable } from '../billing/CyclesTable';
import { useApiQuery } from '../common/api';
import { formatDate } from '../common/format';
import { LinkButton, LoadError, Loading, Page } from '../common/Page';
import { StatusTag } from '../common/StatusTag';
import { COMMON_TEXTS, SUBSCRIPTION_TEXTS } from '../texts';
import { useChangeSubscriberStatus } from './subscriberMutations';

function StatusActions({ subscriber }: { subscriber: SubscriberResponse }) {
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

function BillingHistory({ subscriberId }: { subscriberId: number }) {
  const cycles = useApiQuery<BillingCycleResponse[]>(COMMERCE_API.billingCycles, { subscriberId });
  if (cycles.error) return <LoadError error={cycles.error} />;
  return (
    <Card title={SUBSCRIPTION_TEXTS.billingHistory}>
      <CyclesTable cycles={cycles.data ?? []} loading={cycles.isLoading} />
    </Card>
  );
}

function Subscriber() {
  const { id = '' } = useParams();
  const canSeeBilling = useCan('billing', 'view');
  const query = useApiQuery<SubscriberResponse>(COMMERCE_API.subscriber(id));
  if (query.isLoading) return <Loading />;
  const s = query.data;
  if (!s) return <LoadError error={query.error} />;
  return (
    <Flex vertical gap={16}>
      <Card title={s.name} extra={<StatusActions subscriber={s} />}>
        <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
          <Descriptions.Item label={SUBSCRIPTION_TEXTS.plan}>
            {s.planName} ({formatRupees(s.planPricePaise)} {PLAN_PERIOD_LABELS[s.planPeriod]})
          </Descriptions.Item>
          <Descriptions.Item label={COMMON_TEXTS.status}>
            <StatusTag kind="subscriber" status={s.status} />
          </Descriptions.Item>
          <Descriptions.Item label={SUBSCRIPTION_TEXTS.startDate}>{formatDate(s.startDate)}</Descriptions.Item>
          {s.cancelledOn && <Descriptions.Item label={SUBSCRIPTION_TEXTS.cancelledOn}>{formatDate(s.cancelledOn)}</Descriptions.Item>}
          <Descriptions.Item label={SUBSCRIPTION_TEXTS.email}>{s.email ?? COMMON_TEXTS.notSpecified}</Descriptions.Item>
          <Descriptions.Item label={SUBSCRIPTION_TEXTS.phone}>{s.phone ?? COMMON_TEXTS.notSpecified}</Descriptions.Item>
          <Descriptions.Item label={SUBSCRIPTION_TEXTS.member}>{s.userId === null ? SUBSCRIPTION_TEXTS.outsidePerson : `#${s.userId}`}</Descriptions.Item>
          {s.notes && <Descriptions.Item label={SUBSCRIPTION_TEXTS.notes}>{s.notes}</Descriptions.Item>}
        </Descriptions>
      </Card>
      {canSeeBilling && <BillingHistory subscriberId={s.id} />}
    </Flex>
  );
}

/** /subscribers/view/{id}: a subscriber, status actions and billing history. */
export function SubscriberViewPage() {
  return (
    <Page title={SUBSCRIPTION_TEXTS.subscribersHeading} managersOnly extra={<LinkButton to="/subscribers">{COMMON_TEXTS.back}</LinkButton>}>
      <Subscriber />
    </Page>
  );
}
