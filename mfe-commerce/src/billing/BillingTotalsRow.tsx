import { formatRupees, type BillingTotals } from '@cricket/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import { BILLING_TEXTS } from '../texts';

/** Collected vs outstanding (paid is collected; pending and overdue are outstanding; waived is neither). */
export function BillingTotalsRow({ totals }: { totals: BillingTotals }) {
  const stats = [
    { title: BILLING_TEXTS.collected, value: formatRupees(totals.collectedPaise) },
    { title: BILLING_TEXTS.outstanding, value: formatRupees(totals.outstandingPaise) },
    { title: BILLING_TEXTS.overdue, value: formatRupees(totals.overduePaise) },
    { title: BILLING_TEXTS.waived, value: formatRupees(totals.waivedPaise) },
    { title: BILLING_TEXTS.collectionRate, value: `${totals.collectionRatePercent}%` },
  ];
  return (
    <Row gutter={[12, 12]}>
      {stats.map((stat) => (
        <Col key={stat.title} xs={12} md={8} lg={4}>
          <Card size="small">
            <Statistic title={stat.title} value={stat.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
