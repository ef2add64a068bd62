import { formatRupees, PLAN_PERIOD_LABELS, type PlanResponse } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { COMMON_TEXTS, SUBSCRIPTION_TEXTS } from '../../texts';
import { useDeletePlan } from '../hooks/useSubscriptionMutations';

/** A plan: price per period and per month, active subscribers, description, features; delete. */
export function PlanCard({ plan }: { plan: PlanResponse }) {
  const remove = useDeletePlan(plan.id);
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
