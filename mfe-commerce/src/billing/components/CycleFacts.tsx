import { FINANCE_PAYMENT_METHOD_LABELS, formatDate, formatMonth, formatRupees, type BillingCycleResponse } from '@cricket/contracts';
import { Descriptions } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { StatusTag } from '../../common/components/StatusTag';
import { BILLING_TEXTS, COMMON_TEXTS } from '../../texts';
import { cycleGroupPath } from '../utils/cyclePaths';

/** A cycle's subscriber, plan, period, amount, due date, status and settlement. */
export function CycleFacts({ cycle }: { cycle: BillingCycleResponse }) {
  return (
    <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
      <Descriptions.Item label={BILLING_TEXTS.subscriber}>
        <Link to={`/subscribers/view/${cycle.subscriberId}`}>{cycle.subscriberName}</Link>
      </Descriptions.Item>
      <Descriptions.Item label={BILLING_TEXTS.plan}>
        <Link to={cycleGroupPath(cycle.groupKey)}>{cycle.planName}</Link>
      </Descriptions.Item>
      <Descriptions.Item label={BILLING_TEXTS.period}>
        {formatMonth(cycle.period)} ({formatDate(cycle.periodStart)} – {formatDate(cycle.periodEnd)})
      </Descriptions.Item>
      <Descriptions.Item label={BILLING_TEXTS.amount}>{formatRupees(cycle.amountPaise)}</Descriptions.Item>
      <Descriptions.Item label={BILLING_TEXTS.dueDate}>{formatDate(cycle.dueDate)}</Descriptions.Item>
      <Descriptions.Item label={COMMON_TEXTS.status}>
        <StatusTag kind="cycle" status={cycle.status} />
      </Descriptions.Item>
      {cycle.paidOn && <Descriptions.Item label={BILLING_TEXTS.paidOn}>{formatDate(cycle.paidOn)}</Descriptions.Item>}
      {cycle.paymentMethod && <Descriptions.Item label={BILLING_TEXTS.paymentMethod}>{FINANCE_PAYMENT_METHOD_LABELS[cycle.paymentMethod]}</Descriptions.Item>}
      {cycle.note && <Descriptions.Item label={BILLING_TEXTS.note}>{cycle.note}</Descriptions.Item>}
    </Descriptions>
  );
}
