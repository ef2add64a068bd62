import { formatRupees, type BillingTotals } from '@cricket/contracts';
import { StatisticCards } from '../../common/components/StatisticCards';
import { BILLING_TEXTS } from '../../texts';

/** Collected vs outstanding (paid is collected; pending and overdue are outstanding; waived is neither). */
export function BillingTotalsRow({ totals }: { totals: BillingTotals }) {
  const stats = [
    { title: BILLING_TEXTS.collected, value: formatRupees(totals.collectedPaise) },
    { title: BILLING_TEXTS.outstanding, value: formatRupees(totals.outstandingPaise) },
    { title: BILLING_TEXTS.overdue, value: formatRupees(totals.overduePaise) },
    { title: BILLING_TEXTS.waived, value: formatRupees(totals.waivedPaise) },
    { title: BILLING_TEXTS.collectionRate, value: `${totals.collectionRatePercent}%` },
  ];
  return <StatisticCards stats={stats} gutter={12} col={{ xs: 12, md: 8, lg: 4 }} size="small" />;
}
