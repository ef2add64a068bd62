import { Card, Col, Row, Tag } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { BILLING_TEXTS, SUBSCRIPTION_TEXTS } from '../../texts';

const SECTIONS = [
  { to: '/subscription-plans', title: SUBSCRIPTION_TEXTS.plans },
  { to: '/subscribers', title: SUBSCRIPTION_TEXTS.subscribers },
  { to: '/subscription-analytics', title: SUBSCRIPTION_TEXTS.analytics },
  { to: '/billing-cycles', title: BILLING_TEXTS.heading },
  { to: '/billing-cycles/analytics', title: BILLING_TEXTS.analyticsHeading },
  { to: '/subscribers/billing-cycles', title: SUBSCRIPTION_TEXTS.subscriberBillingCycles, comingSoon: true },
  { to: '/subscribers/hierarchical-view', title: SUBSCRIPTION_TEXTS.hierarchicalView, comingSoon: true },
];

/** The way into plans, subscribers, analytics and billing, and the screens still to come. */
export function HubSections() {
  return (
    <Row gutter={[16, 16]}>
      {SECTIONS.map((section) => (
        <Col key={section.to} xs={24} sm={12} md={8}>
          <Link to={section.to}>
            <Card hoverable title={section.title} size="small" extra={section.comingSoon ? <Tag color="gold">{SUBSCRIPTION_TEXTS.comingSoon}</Tag> : undefined} />
          </Link>
        </Col>
      ))}
    </Row>
  );
}
