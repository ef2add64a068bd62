import { formatDate, formatRupees, PLAN_PERIOD_LABELS, type SubscriberResponse } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Flex } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { DataTable } from '../../common/components/DataTable';
import { StatusTag } from '../../common/components/StatusTag';
import { COMMON_TEXTS, SUBSCRIPTION_TEXTS } from '../../texts';

/** Subscribers with their plan, start and status, and view and edit links. */
export function SubscribersTable({ subscribers, loading }: { subscribers: SubscriberResponse[]; loading: boolean }) {
  return (
    <DataTable<SubscriberResponse>
      rows={subscribers}
      loading={loading}
      empty={SUBSCRIPTION_TEXTS.noSubscribers}
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
