import { BarChart } from '@cricket/shell-sdk/charts';
import { COMMERCE_API, formatRupees, PLAN_PERIOD_LABELS, type SubscriptionAnalyticsResponse } from '@cricket/contracts';
import { Card, Col, Flex, Row, Statistic, Table } from 'antd';
import { useApiQuery } from '../common/api';
import { formatPeriod } from '../common/format';
import { LinkButton, LoadError, Loading, Page } from '../common/Page';
import { SUBSCRIPTION_TEXTS } from '../texts';

function Analytics() {
  const query = useApiQuery<SubscriptionAnalyticsResponse>(COMMERCE_API.subscriptionAnalytics);
  if (query.isLoading) return <Loading />;
  const a = query.data;
  if (!a) return <LoadError error={query.error} />;
  const months = a.byMonth.map((m) => ({ ...m, label: formatPeriod(m.month) }));
  return (
    <Flex vertical gap={24}>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={SUBSCRIPTION_TEXTS.activeSubscribers} value={a.activeSubscribers} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={SUBSCRIPTION_TEXTS.mrr} value={formatRupees(a.monthlyRecurringRevenuePaise)} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={SUBSCRIPTION_TEXTS.churn} value={`${a.churnRatePercent}%`} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card>
            <Statistic title={`${SUBSCRIPTION_TEXTS.pausedSubscribers} / ${SUBSCRIPTION_TEXTS.cancelledSubscribers}`} value={`${a.pausedSubscribers} / ${a.cancelledSubscribers}`} />
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card>
            <BarChart
              title={SUBSCRIPTION_TEXTS.activeSubscribers}
              series={[
                { name: SUBSCRIPTION_TEXTS.activeSubscribers, color: '#16a34a' },
                { name: SUBSCRIPTION_TEXTS.newSubscribers, color: '#2563eb' },
                { name: SUBSCRIPTION_TEXTS.cancellations, color: '#dc2626' },
              ]}
              groups={months.map((m) => ({ label: m.label, values: [m.activeSubscribers, m.newSubscribers, m.cancellations] }))}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card>
            <BarChart
              title={SUBSCRIPTION_TEXTS.mrr}
              series={[{ name: SUBSCRIPTION_TEXTS.mrr, color: '#0f766e' }]}
              groups={months.map((m) => ({ label: m.label, values: [m.monthlyRecurringRevenuePaise] }))}
              format={formatRupees}
            />
          </Card>
        </Col>
      </Row>
      <Card title={SUBSCRIPTION_TEXTS.byPlan}>
        <Table
          rowKey="planId"
          pagination={false}
          dataSource={a.byPlan}
          columns={[
            { title: SUBSCRIPTION_TEXTS.plan, dataIndex: 'planName' },
            { title: SUBSCRIPTION_TEXTS.period, key: 'period', render: (_, p) => PLAN_PERIOD_LABELS[p.period] },
            { title: SUBSCRIPTION_TEXTS.activeSubscribers, dataIndex: 'activeSubscribers' },
            { title: SUBSCRIPTION_TEXTS.mrr, key: 'mrr', render: (_, p) => formatRupees(p.monthlyRecurringRevenuePaise) },
          ]}
        />
      </Card>
      <Card title={SUBSCRIPTION_TEXTS.byMonth}>
        <Table
          rowKey="month"
          pagination={false}
          dataSource={months}
          columns={[
            { title: SUBSCRIPTION_TEXTS.month, dataIndex: 'label' },
            { title: SUBSCRIPTION_TEXTS.activeSubscribers, dataIndex: 'activeSubscribers' },
            { title: SUBSCRIPTION_TEXTS.newSubscribers, dataIndex: 'newSubscribers' },
            { title: SUBSCRIPTION_TEXTS.cancellations, dataIndex: 'cancellations' },
            { title: SUBSCRIPTION_TEXTS.churn, key: 'churn', render: (_, m) => `${m.churnRatePercent}%` },
            { title: SUBSCRIPTION_TEXTS.mrr, key: 'mrr', render: (_, m) => formatRupees(m.monthlyRecurringRevenuePaise) },
          ]}
        />
      </Card>
    </Flex>
  );
}

/** /subscription-analytics: active subscribers, monthly recurring revenue and churn, with charts. */
export function SubscriptionAnalyticsPage() {
  return (
    <Page title={SUBSCRIPTION_TEXTS.analyticsHeading} managersOnly extra={<LinkButton to="/subscription-manager">{SUBSCRIPTION_TEXTS.hubHeading}</LinkButton>}>
      <Analytics />
    </Page>
  );
}
