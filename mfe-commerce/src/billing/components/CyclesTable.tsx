import { formatDate, formatMonth, formatRupees, type BillingCycleResponse } from '@cricket/contracts';
import { Link } from '@cricket/shell-sdk/router';
import { DataTable } from '../../common/components/DataTable';
import { StatusTag } from '../../common/components/StatusTag';
import { BILLING_TEXTS, COMMON_TEXTS } from '../../texts';
import { cycleGroupPath } from '../utils/cyclePaths';
import { CycleActions } from './CycleActions';

/** Billing cycles with their status and the settle actions. */
export function CyclesTable({ cycles, loading = false }: { cycles: BillingCycleResponse[]; loading?: boolean }) {
  return (
    <DataTable<BillingCycleResponse>
      rows={cycles}
      loading={loading}
      empty={BILLING_TEXTS.noCycles}
      columns={[
        { title: BILLING_TEXTS.subscriber, key: 'subscriber', render: (_, c) => <Link to={`/billing-cycles/${c.id}/subscribers`}>{c.subscriberName}</Link> },
        { title: BILLING_TEXTS.plan, key: 'plan', render: (_, c) => <Link to={cycleGroupPath(c.groupKey)}>{c.planName}</Link> },
        { title: BILLING_TEXTS.period, key: 'period', render: (_, c) => formatMonth(c.period) },
        { title: BILLING_TEXTS.amount, key: 'amount', render: (_, c) => formatRupees(c.amountPaise) },
        { title: BILLING_TEXTS.dueDate, key: 'due', render: (_, c) => formatDate(c.dueDate) },
        { title: COMMON_TEXTS.status, key: 'status', render: (_, c) => <StatusTag kind="cycle" status={c.status} /> },
        {
          title: COMMON_TEXTS.actions,
          key: 'actions',
          render: (_, c) => (
            <>
              <Link to={`/billing-cycles/view/${c.id}`} style={{ marginRight: 12 }}>
                {COMMON_TEXTS.view}
              </Link>
              <CycleActions cycle={c} />
            </>
          ),
        },
      ]}
    />
  );
}
