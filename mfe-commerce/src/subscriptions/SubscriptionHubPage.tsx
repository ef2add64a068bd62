import { COMMERCE_API, formatRupees, type SubscriptionAnalyticsResponse } from '@cricket/contracts';
import { Card, Col, Flex, Row, Statistic, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useApiQuery } from '../common/api';
import { LoadError, Loading, Page } from '../common/Page';
import { BILLING_TEXTS, SUBSCRIPTION_TEXTS } from '../texts';

const SECTIONS = [
  { to: '/subscription-plans', title: SUBSCRIPTION_TEXTS.plans },
  { to: '/subscribers', title: SUBSCRIPTION_TEXTS.subscribers },
  { to: '/subscription-analytics', title: SUBSCRIPTION_TEXTS.analytics },
  { to: '/billing-cycles', title: BILLING_TEXTS.heading },
  { to: '/billing-cycles/analytics', title: BILLING_TEXTS.analyticsHeading },
];

const COMING_SOON = [
  { to: '/subscribers/billing-cycles', title: SUBSCRIPTION_TEXTS.subscriberBillingCycles },
  { to: '/subscribers/hierarchical-view', title: SUBSCRIPTION_TEXTS.hierarchicalView },
];

function HubCounts() {
  const analytics = useApiQuery<SubscriptionAnalyticsResponse>(COMMERCE_API.subscriptionAnalytics);
  if (analytics.isLoading) return <Loading />;
  if (!analytics.data) return <LoadError error={analytics.error} />;
  const a = analytics.data;
  const stats = [
    { title: SUBSCRIPTION_TEXTS.plans, value: String(a.planCount) },
    { title: SUBSCRIPTION_TEXTS.subscribers, value: String(a.subscriberCount) },
    { title: SUBSCRIPTION_TEXTS.activeSubscribers, value: String(a.activeSubscribers) },
    { title: SUBSCRIPTION_TEXTS.mrr, value: formatRupees(a.monthlyRecurringRevenuePaise) },
  ];
  return (
    <Row gutter={[16, 16]}>
      {stats.map((stat) => (
        <Col key={stat.title} xs={12} md={6}>
          <Card>
            <Statistic title={stat.title} value={stat.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** /subscription-manager: counts and the way into plans, subscribers, analytics and billing. */
export function SubscriptionHubPage() {
  return (
    <Page title={SUBSCRIPTION_TEXTS.hubHeading} subtitle={SUBSCRIPTION_TEXTS.hubSubtitle} managersOnly>
      <Flex vertical gap={24}>
        <HubCounts />
        <Row gutter={[16, 16]}>
          {SECTIONS.map((section) => (
            <Col key={section.to} xs={24} sm={12} md={8}>
              <Link to={section.to}>
                <Card hoverable title={section.title} size="small" />
              </Link>
            </Col>
          ))}
          {COMING_SOON.map((section) => (
            <Col key={section.to} xs={24} sm={12} md={8}>
              <Link to={section.to}>
                <Card hoverable title={section.title} size="small" extra={<Tag color="gold">{SUBSCRIPTION_TEXTS.comingSoon}</Tag>} />
              </Link>
            </Col>
          ))}
        </Row>
      </Flex>
    </Page>
  );
}
