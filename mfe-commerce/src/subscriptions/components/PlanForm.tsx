import { COMMERCE_LIMITS, PLAN_MESSAGES, PLAN_PERIOD_LABELS, PLAN_PERIODS, rupeesToPaise, type PlanPeriod } from '@cricket/contracts';
import { Form, Input, InputNumber, Select } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';
import { FormCard } from '../../common/components/FormCard';
import { linesOf } from '../../common/utils/format';
import { optionsOf } from '../../common/utils/options';
import { priceRules, requiredTextRules } from '../../common/utils/formRules';
import { SUBSCRIPTION_TEXTS } from '../../texts';
import { useCreatePlan } from '../hooks/useSubscriptionMutations';

interface PlanFormValues {
  name?: string;
  description?: string;
  priceRupees?: number | null;
  period: PlanPeriod;
  features?: string;
}

const PLAN_PRICE_RULES = priceRules(PLAN_MESSAGES);

/** A new plan: name, description, price in rupees per period, features one per line. */
export function PlanForm() {
  const navigate = useNavigate();
  const save = useCreatePlan();
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
    <FormCard<PlanFormValues> name="plan-form" initialValues={{ period: 'monthly' }} onFinish={submit} submitText={SUBSCRIPTION_TEXTS.savePlan} saving={save.isPending}>
      <Form.Item name="name" label={SUBSCRIPTION_TEXTS.planName} rules={requiredTextRules(PLAN_MESSAGES.name, COMMERCE_LIMITS.nameMax, PLAN_MESSAGES.nameTooLong)}>
        <Input maxLength={COMMERCE_LIMITS.nameMax} />
      </Form.Item>
      <Form.Item name="description" label={SUBSCRIPTION_TEXTS.description}>
        <Input.TextArea rows={2} maxLength={COMMERCE_LIMITS.textMax} showCount />
      </Form.Item>
      <Form.Item name="priceRupees" label={SUBSCRIPTION_TEXTS.price} rules={PLAN_PRICE_RULES}>
        <InputNumber style={{ width: '100%' }} precision={2} />
      </Form.Item>
      <Form.Item name="period" label={SUBSCRIPTION_TEXTS.period}>
        <Select options={optionsOf(PLAN_PERIODS, PLAN_PERIOD_LABELS)} />
      </Form.Item>
      <Form.Item name="features" label={SUBSCRIPTION_TEXTS.features}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormCard>
  );
}
