import { PlusOutlined } from '@ant-design/icons';
import {
  COMMERCE_API,
  COMMERCE_LIMITS,
  formatRupees,
  paiseToRupees,
  PLAN_MESSAGES,
  PLAN_PERIOD_LABELS,
  PLAN_PERIODS,
  rupeesToPaise,
  type PlanPayload,
  type PlanPeriod,
  type PlanResponse,
} from '@cricket/contracts';
import { apiRequest, PermissionGuard } from '@cricket/shell-sdk';
import { Button, Card, Col, Empty, Flex, Form, Input, InputNumber, Popconfirm, Row, Select, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useApiQuery, useCommerceMutation } from '../common/api';
import { linesOf } from '../common/format';
import { LinkButton, LoadError, Loading, Page } from '../common/Page';
import { COMMON_TEXTS, SUBSCRIPTION_TEXTS } from '../texts';

function PlanCard({ plan }: { plan: PlanResponse }) {
  const remove = useCommerceMutation(() => apiRequest('DELETE', COMMERCE_API.plan(plan.id)), {
    success: () => [SUBSCRIPTION_TEXTS.planDeleted, SUBSCRIPTION_TEXTS.planDeletedText],
    failure: SUBSCRIPTION_TEXTS.saveFailed,
  });
  return (
    <Card
      title={plan.name}
      data-testid={`plan-${plan.id}`}
      extra={
        <PermissionGuard module="subscriptions" action="delete">
          <Popconfirm title={SUBSCRIPTION_TEXTS.planDeleteConfirm} onConfirm={() => remove.mutate(undefined)}>
            <Button type="link" danger size="small">
              {COMMON_TEXTS.delete}
            </Button>
          </Popconfirm>
        </PermissionGuard>
      }
    >
      <Flex vertical gap={4}>
        <Typography.Text style={{ fontSize: 20 }}>
          {formatRupees(plan.pricePaise)} <Typography.Text type="secondary">{PLAN_PERIOD_LABELS[plan.period]}</Typography.Text>
        </Typography.Text>
        <Typography.Text type="secondary">
          {formatRupees(plan.monthlyPricePaise)}
          {SUBSCRIPTION_TEXTS.perMonth} · {plan.activeSubscriberCount} {SUBSCRIPTION_TEXTS.activeSubscribers.toLowerCase()}
        </Typography.Text>
        {plan.description && <Typography.Paragraph>{plan.description}</Typography.Paragraph>}
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </Flex>
    </Card>
  );
}

function PlanGrid() {
  const plans = useApiQuery<PlanResponse[]>(COMMERCE_API.plans);
  if (plans.isLoading) return <Loading />;
  if (plans.error) return <LoadError error={plans.error} />;
  if (!plans.data?.length) return <Empty description={SUBSCRIPTION_TEXTS.noPlans} />;
  return (
    <Row gutter={[16, 16]}>
      {plans.data.map((plan) => (
        <Col key={plan.id} xs={24} md={12} lg={8}>
          <PlanCard plan={plan} />
        </Col>
      ))}
    </Row>
  );
}

/** /subscription-plans. */
export function PlansPage() {
  return (
    <Page
      title={SUBSCRIPTION_TEXTS.plansHeading}
      managersOnly
      extra={
        <>
          <LinkButton to="/subscription-manager">{SUBSCRIPTION_TEXTS.hubHeading}</LinkButton>
          <PermissionGuard module="subscriptions" action="create">
            <LinkButton to="/subscription-plans/new" primary>
              <PlusOutlined /> {SUBSCRIPTION_TEXTS.newPlan}
            </LinkButton>
          </PermissionGuard>
        </>
      }
    >
      <PlanGrid />
    </Page>
  );
}

interface PlanFormValues {
  name?: string;
  description?: string;
  priceRupees?: number | null;
  period: PlanPeriod;
  features?: string;
}

function PlanForm() {
  const navigate = useNavigate();
  const save = useCommerceMutation((payload: PlanPayload) => apiRequest<PlanResponse>('POST', COMMERCE_API.plans, payload), {
    success: () => [SUBSCRIPTION_TEXTS.planCreated, SUBSCRIPTION_TEXTS.planCreatedText],
    failure: SUBSCRIPTION_TEXTS.saveFailed,
  });
  const submit = (values: PlanFormValues) =>
    save.mutate(
      {
        name: (values.name ?? '').trim(),
        description: values.description?.trim() || null,
        pricePaise: rupeesToPaise(values.priceRupees as number),
        period: values.period,
        features: linesOf(values.features),
      },
      { onSuccess: () => navigate('/subscription-plans') },
    );
  return (
    <Card>
      <Form<PlanFormValues> layout="vertical" name="plan-form" initialValues={{ period: 'monthly' }} onFinish={submit}>
        <Form.Item
          name="name"
          label={SUBSCRIPTION_TEXTS.planName}
          rules={[
            { required: true, whitespace: true, message: PLAN_MESSAGES.name },
            { max: COMMERCE_LIMITS.nameMax, message: PLAN_MESSAGES.nameTooLong },
          ]}
        >
          <Input maxLength={COMMERCE_LIMITS.nameMax} />
        </Form.Item>
        <Form.Item name="description" label={SUBSCRIPTION_TEXTS.description}>
          <Input.TextArea rows={2} maxLength={COMMERCE_LIMITS.textMax} showCount />
        </Form.Item>
        <Form.Item
          name="priceRupees"
          label={SUBSCRIPTION_TEXTS.price}
          rules={[
            { required: true, message: PLAN_MESSAGES.price },
            { type: 'number', min: 0, message: PLAN_MESSAGES.priceNegative },
            { type: 'number', max: paiseToRupees(COMMERCE_LIMITS.priceMaxPaise), message: PLAN_MESSAGES.priceTooLarge },
          ]}
        >
          <InputNumber style={{ width: '100%' }} precision={2} />
        </Form.Item>
        <Form.Item name="period" label={SUBSCRIPTION_TEXTS.period}>
          <Select options={PLAN_PERIODS.map((value) => ({ value, label: PLAN_PERIOD_LABELS[value] }))} />
        </Form.Item>
        <Form.Item name="features" label={SUBSCRIPTION_TEXTS.features}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {SUBSCRIPTION_TEXTS.savePlan}
        </Button>
      </Form>
    </Card>
  );
}

/** /subscription-plans/new. */
export function PlanCreatePage() {
  return (
    <Page title={SUBSCRIPTION_TEXTS.newPlanHeading} managersOnly>
      <PlanForm />
    </Page>
  );
}
