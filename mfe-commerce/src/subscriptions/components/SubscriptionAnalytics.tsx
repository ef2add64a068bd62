import { COMMERCE_API, PLAN_PERIOD_LABELS, formatMonth, formatRupees, type SubscriptionAnalyticsResponse } from '@cricket/contracts';
import { BarChart } from '@cricket/shell-sdk/charts';
import { Card, Col, Flex, Row, Table } from 'antd';
import { QueryView } from '../../common/components/QueryView';
import { StatisticCards } from '../../common/components/StatisticCards';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { SUBSCRIPTION_TEXTS } from '../../texts';

/** Active subscribers, monthly recurring revenue and churn: figures, charts and tables by plan and month. */
export function SubscriptionAnalytics() {
  const query = useApiQuery<SubscriptionAnalyticsResponse>(COMMERCE_API.subscriptionAnalytics);
  return (
    <QueryView query={query}>
      {(a) => {
        const months = a.byMonth.map((m) => ({ ...m, label: formatMonth(m.month) }));
        const stats = [
          { title: SUBSCRIPTION_TEXTS.activeSubscribers, value: a.activeSubscribers },
          { title: SUBSCRIPTION_TEXTS.mrr, value: formatRupees(a.monthlyRecurringRevenuePaise) },
          { title: SUBSCRIPTION_TEXTS.churn, value: `${a.churnRatePercent}%` },
          { title: `${SUBSCRIPTION_TEXTS.pausedSubscribers} / ${SUBSCRIPTION_TEXTS.cancelledSubscribers}`, value: `${a.pausedSubscribers} / ${a.cancelledSubscribers}` },
        ];
        return (
          <Flex vertical gap={24}>
            <StatisticCards stats={stats} col={{ xs: 12, md: 6 }} />
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
      }}
    </QueryView>
  );
}
