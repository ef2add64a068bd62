import { PlusOutlined } from '@ant-design/icons';
import { COMMERCE_API, formatRupees, PLAN_PERIOD_LABELS, SUBSCRIBER_STATUS_LABELS, SUBSCRIBER_STATUSES, type SubscriberResponse, type SubscriberStatus } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Flex, Input, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useApiQuery } from '../common/api';
import { formatDate } from '../common/format';
import { LinkButton, LoadError, Page } from '../common/Page';
import { StatusTag } from '../common/StatusTag';
import { COMMON_TEXTS, SUBSCRIPTION_TEXTS } from '../texts';

function SubscribersTable({ subscribers, loading }: { subscribers: SubscriberResponse[]; loading: boolean }) {
  return (
    <Table<SubscriberResponse>
      rowKey="id"
      loading={loading}
      dataSource={subscribers}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: SUBSCRIPTION_TEXTS.noSubscribers }}
      columns={[
        { title: SUBSCRIPTION_TEXTS.name, key: 'name', render: (_, s) => <Link to={`/subscribers/view/${s.id}`}>{s.name}</Link> },
        { title: SUBSCRIPTION_TEXTS.plan, key: 'plan', render: (_, s) => `${s.planName} (${formatRupees(s.planPricePaise)} ${PLAN_PERIOD_LABELS[s.planPeriod]})` },
        { title: SUBSCRIPTION_TEXTS.startDate, key: 'start', render: (_, s) => formatDate(s.startDate) },
        { title: COMMON_TEXTS.status, key: 'status', render: (_, s) => <StatusTag kind="subscriber" status={s.status} /> },
        {
          title: COMMON_TEXTS.actions,
          key: 'actions',
          render: (_, s) => (
            <Flex gap={12}>
              <Link to={`/subscribers/view/${s.id}`}>{COMMON_TEXTS.view}</Link>
              <PermissionGuard module="subscriptions" action="edit">
                <Link to={`/subscribers/edit/${s.id}`}>{COMMON_TEXTS.edit}</Link>
              </PermissionGuard>
            </Flex>
          ),
        },
      ]}
    />
  );
}

const extra = (
  <>
    <LinkButton to="/subscription-manager">{SUBSCRIPTION_TEXTS.hubHeading}</LinkButton>
    <PermissionGuard module="subscriptions" action="create">
      <LinkButton to="/subscribers/new" primary>
        <PlusOutlined /> {SUBSCRIPTION_TEXTS.newSubscriber}
      </LinkButton>
    </PermissionGuard>
  </>
);

function CurrentSubscribers() {
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

/** /subscribers: the running subscriptions (active and paused). */
export function SubscribersPage() {
  return (
    <Page title={SUBSCRIPTION_TEXTS.subscribersHeading} managersOnly extra={extra}>
      <CurrentSubscribers />
    </Page>
  );
}

function AllSubscribers() {
  const [status, setStatus] = useState<SubscriberStatus | undefined>();
  const [search, setSearch] = useState('');
  const subscribers = useApiQuery<SubscriberResponse[]>(COMMERCE_API.subscribers, { status, search });
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Select<SubscriberStatus | undefined>
          aria-label={COMMON_TEXTS.status}
          placeholder={COMMON_TEXTS.all}
          allowClear
          style={{ width: 180 }}
          value={status}
          onChange={setStatus}
          options={SUBSCRIBER_STATUSES.map((value) => ({ value, label: SUBSCRIBER_STATUS_LABELS[value] }))}
        />
        <Input.Search
          aria-label={COMMON_TEXTS.search}
          placeholder={SUBSCRIPTION_TEXTS.searchPlaceholder}
          allowClear
          style={{ width: 260 }}
          onSearch={(value) => setSearch(value.trim())}
        />
      </Flex>
      {subscribers.error ? <LoadError error={subscribers.error} /> : <SubscribersTable subscribers={subscribers.data ?? []} loading={subscribers.isLoading} />}
    </Flex>
  );
}

/** /subscribers/all: every subscriber, filtered by status and searched by name, email or phone. */
export function AllSubscribersPage() {
  return (
    <Page title={SUBSCRIPTION_TEXTS.allSubscribersHeading} managersOnly extra={extra}>
      <AllSubscribers />
    </Page>
  );
}
