import { formatMonth, formatRupees, type BillingAnalyticsResponse } from '@cricket/contracts';
import { BarChart } from '@cricket/shell-sdk/charts';
import { Card, Flex, Table } from 'antd';
import { BILLING_TEXTS } from '../../texts';
import { BillingTotalsRow } from './BillingTotalsRow';

/** The analytics figures: totals, a collected-vs-outstanding chart and a table per month. */
export function BillingAnalytics({ analytics }: { analytics: BillingAnalyticsResponse }) {
  const periods = analytics.byPeriod.map((p) => ({ ...p, label: formatMonth(p.period) }));
  return (
    <Flex vertical gap={24}>
      <BillingTotalsRow totals={analytics} />
      <Card>
        <BarChart
          title={`${BILLING_TEXTS.collected} / ${BILLING_TEXTS.outstanding}`}
          series={[
            { name: BILLING_TEXTS.collected, color: '#16a34a' },
            { name: BILLING_TEXTS.outstanding, color: '#f59e0b' },
          ]}
          groups={periods.map((p) => ({ label: p.label, values: [p.collectedPaise, p.outstandingPaise] }))}
          format={formatRupees}
        />
      </Card>
      <Card title={BILLING_TEXTS.byPeriod}>
        <Table
          rowKey="period"
          pagination={false}
          dataSource={periods}
          columns={[
            { title: BILLING_TEXTS.period, dataIndex: 'label' },
            { title: BILLING_TEXTS.collected, key: 'collected', render: (_, p) => formatRupees(p.collectedPaise) },
            { title: BILLING_TEXTS.outstanding, key: 'outstanding', render: (_, p) => formatRupees(p.outstandingPaise) },
            { title: BILLING_TEXTS.overdue, key: 'overdue', render: (_, p) => formatRupees(p.overduePaise) },
            { title: BILLING_TEXTS.waived, key: 'waived', render: (_, p) => formatRupees(p.waivedPaise) },
            { title: BILLING_TEXTS.collectionRate, key: 'rate', render: (_, p) => `${p.collectionRatePercent}%` },
          ]}
        />
      </Card>
    </Flex>
  );
}
