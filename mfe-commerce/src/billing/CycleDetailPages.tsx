import {
  COMMERCE_API,
  FINANCE_PAYMENT_METHOD_LABELS,
  formatRupees,
  type BillingCycleResponse,
  type CycleGroupResponse,
  type CycleSubscribersResponse,
} from '@cricket/contracts';
import { Card, Descriptions, Flex } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useApiQuery } from '../common/api';
import { formatDate, formatPeriod } from '../common/format';
import { LinkButton, LoadError, Loading, Page } from '../common/Page';
import { StatusTag } from '../common/StatusTag';
import { BILLING_TEXTS, COMMON_TEXTS } from '../texts';
import { BillingTotalsRow } from './BillingTotalsRow';
import { CycleActions } from './CycleActions';
import { CyclesTable } from './CyclesTable';

const back = <LinkButton to="/billing-cycles">{BILLING_TEXTS.heading}</LinkButton>;

function Group() {
  const { groupKey = '' } = useParams();
  const group = useApiQuery<CycleGroupResponse>(COMMERCE_API.billingGroup(groupKey));
  if (group.isLoading) return <Loading />;
  if (!group.data) return <LoadError error={group.error} />;
  return (
    <Card title={BILLING_TEXTS.groupHeading(formatPeriod(group.data.period), group.data.planName)}>
      <Flex vertical gap={16}>
        <BillingTotalsRow totals={group.data} />
        <CyclesTable cycles={group.data.cycles} />
      </Flex>
    </Card>
  );
}

/** /billing-cycles/group/{groupKey}/subscribers: one plan's subscribers in one period. */
export function CycleGroupPage() {
  return (
    <Page title={BILLING_TEXTS.subscribers} managersOnly extra={back}>
      <Group />
    </Page>
  );
}

function CycleFacts({ cycle }: { cycle: BillingCycleResponse }) {
  return (
    <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
      <Descriptions.Item label={BILLING_TEXTS.subscriber}>
        <Link to={`/subscribers/view/${cycle.subscriberId}`}>{cycle.subscriberName}</Link>
      </Descriptions.Item>
      <Descriptions.Item label={BILLING_TEXTS.plan}>
        <Link to={`/billing-cycles/group/${encodeURIComponent(cycle.groupKey)}/subscribers`}>{cycle.planName}</Link>
      </Descriptions.Item>
      <Descriptions.Item label={BILLING_TEXTS.period}>
        {formatPeriod(cycle.period)} ({formatDate(cycle.periodStart)} – {formatDate(cycle.periodEnd)})
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

function CycleWithSubscriber() {
  const { id = '' } = useParams();
  const answer = useApiQuery<CycleSubscribersResponse>(COMMERCE_API.billingCycleSubscribers(id));
  if (answer.isLoading) return <Loading />;
  if (!answer.data) return <LoadError error={answer.error} />;
  const { cycle, history } = answer.data;
  return (
    <Flex vertical gap={16}>
      <Card title={BILLING_TEXTS.cycleHeading(cycle.id)} extra={<CycleActions cycle={cycle} />}>
        <CycleFacts cycle={cycle} />
      </Card>
      <Card title={BILLING_TEXTS.history}>
        <CyclesTable cycles={history} />
      </Card>
    </Flex>
  );
}

/** /billing-cycles/{id}/subscribers: a cycle, its subscriber and that subscriber's other cycles. */
export function CycleSubscribersPage() {
  return (
    <Page title={BILLING_TEXTS.subscribers} managersOnly extra={back}>
      <CycleWithSubscriber />
    </Page>
  );
}

function Cycle() {
  const { id = '' } = useParams();
  const cycle = useApiQuery<BillingCycleResponse>(COMMERCE_API.billingCycle(id));
  if (cycle.isLoading) return <Loading />;
  if (!cycle.data) return <LoadError error={cycle.error} />;
  return (
    <Card title={BILLING_TEXTS.cycleHeading(cycle.data.id)} extra={<CycleActions cycle={cycle.data} />}>
      <CycleFacts cycle={cycle.data} />
    </Card>
  );
}

/** /billing-cycles/view/{id}. */
export function CycleViewPage() {
  return (
    <Page title={BILLING_TEXTS.heading} managersOnly extra={back}>
      <Cycle />
    </Page>
  );
}
