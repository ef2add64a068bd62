import {
  BILLING_CYCLE_STATUS_LABELS,
  BILLING_CYCLE_STATUSES,
  BILLING_MESSAGES,
  COMMERCE_API,
  formatRupees,
  generateCyclesBody,
  isBillingPeriod,
  type BillingAnalyticsResponse,
  type BillingCycleResponse,
  type BillingCycleStatus,
  type GenerateCyclesResponse,
  type HierarchyPeriod,
} from '@cricket/contracts';
import { apiRequest, PermissionGuard, schemaRule } from '@cricket/shell-sdk';
import { BarChart } from '@cricket/shell-sdk/charts';
import { Button, Card, Collapse, Empty, Flex, Form, Input, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useApiQuery, useCommerceMutation } from '../common/api';
import { currentPeriod, formatPeriod, todayIso } from '../common/format';
import { LinkButton, LoadError, Loading, Page } from '../common/Page';
import { BILLING_TEXTS, COMMON_TEXTS, SUBSCRIPTION_TEXTS } from '../texts';
import { BillingTotalsRow } from './BillingTotalsRow';
import { CyclesTable } from './CyclesTable';

const billingNav = (
  <>
    <LinkButton to="/subscription-manager">{SUBSCRIPTION_TEXTS.hubHeading}</LinkButton>
    <LinkButton to="/billing-cycles">{BILLING_TEXTS.heading}</LinkButton>
    <LinkButton to="/billing-cycles/hierarchical">{BILLING_TEXTS.hierarchical}</LinkButton>
    <LinkButton to="/billing-cycles/analytics">{BILLING_TEXTS.analytics}</LinkButton>
    <PermissionGuard module="billing" action="create">
      <LinkButton to="/billing-cycles/generate" primary>
        {BILLING_TEXTS.generate}
      </LinkButton>
    </PermissionGuard>
  </>
);

function CycleList() {
  const [period, setPeriod] = useState('');
  const [status, setStatus] = useState<BillingCycleStatus | undefined>();
  const cycles = useApiQuery<BillingCycleResponse[]>(COMMERCE_API.billingCycles, { period: isBillingPeriod(period) ? period : undefined, status });
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <Input type="month" aria-label={BILLING_TEXTS.period} style={{ width: 180 }} value={period} onChange={(event) => setPeriod(event.target.value)} />
        <Select<BillingCycleStatus | undefined>
          aria-label={COMMON_TEXTS.status}
          placeholder={BILLING_TEXTS.allStatuses}
          allowClear
          style={{ width: 180 }}
          value={status}
          onChange={setStatus}
          options={BILLING_CYCLE_STATUSES.map((value) => ({ value, label: BILLING_CYCLE_STATUS_LABELS[value] }))}
        />
      </Flex>
      {cycles.error ? <LoadError error={cycles.error} /> : <CyclesTable cycles={cycles.data ?? []} loading={cycles.isLoading} />}
    </Flex>
  );
}

/** /billing-cycles. */
export function BillingCyclesPage() {
  return (
    <Page title={BILLING_TEXTS.heading} managersOnly extra={billingNav}>
      <CycleList />
    </Page>
  );
}

function GenerateForm() {
  const [result, setResult] = useState<GenerateCyclesResponse | null>(null);
  const generate = useCommerceMutation(
    (period: string) => apiRequest<GenerateCyclesResponse>('POST', COMMERCE_API.generateCycles, { period }),
    { success: (_period, answer) => [BILLING_TEXTS.generated, BILLING_TEXTS.generatedText(answer.created, answer.existing)], failure: BILLING_TEXTS.generateFailed },
  );
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Paragraph type="secondary">{BILLING_TEXTS.generateHint}</Typography.Paragraph>
        <Form<{ period: string }> layout="inline" name="generate-cycles" initialValues={{ period: currentPeriod() }} onFinish={({ period }) => generate.mutate(period, { onSuccess: setResult })}>
          <Form.Item
            name="period"
            label={BILLING_TEXTS.period}
            rules={[{ required: true, message: BILLING_MESSAGES.period }, schemaRule(generateCyclesBody(todayIso).entries.period)]}
          >
            <Input type="month" />
          </Form.Item>
          <PermissionGuard module="billing" action="create" mode="disable" showTooltip>
            <Button type="primary" htmlType="submit" loading={generate.isPending}>
              {BILLING_TEXTS.generate}
            </Button>
          </PermissionGuard>
        </Form>
      </Card>
      {result && (
        <Card title={`${formatPeriod(result.period)}: ${BILLING_TEXTS.generatedText(result.created, result.existing)}`}>
          <CyclesTable cycles={result.cycles} />
        </Card>
      )}
    </Flex>
  );
}

/** /billing-cycles/generate: one cycle per active subscriber billed in the month; idempotent. */
export function GenerateCyclesPage() {
  return (
    <Page title={BILLING_TEXTS.generateHeading} managersOnly extra={billingNav}>
      <GenerateForm />
    </Page>
  );
}

function Hierarchy() {
  const periods = useApiQuery<HierarchyPeriod[]>(COMMERCE_API.billingHierarchy);
  if (periods.isLoading) return <Loading />;
  if (periods.error) return <LoadError error={periods.error} />;
  if (!periods.data?.length) return <Empty description={BILLING_TEXTS.noCycles} />;
  return (
    <Collapse
      defaultActiveKey={periods.data.slice(0, 1).map((p) => p.period)}
      items={periods.data.map((period) => ({
        key: period.period,
        label: `${formatPeriod(period.period)} · ${BILLING_TEXTS.collected} ${formatRupees(period.collectedPaise)} · ${BILLING_TEXTS.outstanding} ${formatRupees(period.outstandingPaise)}`,
        children: (
          <Flex vertical gap={16}>
            {period.plans.map((group) => (
              <Card
                key={group.groupKey}
                size="small"
                title={<Link to={`/billing-cycles/group/${encodeURIComponent(group.groupKey)}/subscribers`}>{group.planName}</Link>}
                extra={`${BILLING_TEXTS.cycles(group.cycles.length)} · ${formatRupees(group.collectedPaise)} / ${formatRupees(group.collectedPaise + group.outstandingPaise)}`}
              >
                <CyclesTable cycles={group.cycles} />
              </Card>
            ))}
          </Flex>
        ),
      }))}
    />
  );
}

/** /billing-cycles/hierarchical: period → plan → subscribers. */
export function BillingHierarchyPage() {
  return (
    <Page title={BILLING_TEXTS.hierarchical} managersOnly extra={billingNav}>
      <Hierarchy />
    </Page>
  );
}

/** The analytics figures: totals, a collected-vs-outstanding chart and a table per month. */
export function BillingAnalytics({ analytics }: { analytics: BillingAnalyticsResponse }) {
  const periods = analytics.byPeriod.map((p) => ({ ...p, label: formatPeriod(p.period) }));
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

function AnalyticsLoader() {
  const analytics = useApiQuery<BillingAnalyticsResponse>(COMMERCE_API.billingAnalytics);
  if (analytics.isLoading) return <Loading />;
  return analytics.data ? <BillingAnalytics analytics={analytics.data} /> : <LoadError error={analytics.error} />;
}

/** /billing-cycles/analytics: collected vs outstanding. */
export function BillingAnalyticsPage() {
  return (
    <Page title={BILLING_TEXTS.analyticsHeading} managersOnly extra={billingNav}>
      <AnalyticsLoader />
    </Page>
  );
}
