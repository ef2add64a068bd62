import {
  COMMERCE_API,
  COMMERCE_LIMITS,
  formatRupees,
  PLAN_PERIOD_LABELS,
  SUBSCRIBER_MESSAGES,
  subscriberBody,
  type PlanResponse,
  type SubscriberResponse,
} from '@cricket/contracts';
import { schemaRule } from '@cricket/shell-sdk';
import { Form, Input, Select } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';
import { FormCard } from '../../common/components/FormCard';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { todayIso } from '../../common/utils/format';
import { requiredTextRules } from '../../common/utils/formRules';
import { SUBSCRIPTION_TEXTS } from '../../texts';
import { useSaveSubscriber } from '../hooks/useSubscriptionMutations';
import { useWorkspaceMembers } from '../hooks/useWorkspaceMembers';

interface SubscriberFormValues {
  planId?: number;
  userId?: number;
  name?: string;
  email?: string;
  phone?: string;
  startDate?: string;
  notes?: string;
}

function initialValues(subscriber: SubscriberResponse | undefined): SubscriberFormValues {
  if (!subscriber) return { startDate: todayIso() };
  return {
    planId: subscriber.planId,
    userId: subscriber.userId ?? undefined,
    name: subscriber.name,
    email: subscriber.email ?? undefined,
    phone: subscriber.phone ?? undefined,
    startDate: subscriber.startDate,
    notes: subscriber.notes ?? undefined,
  };
}

/** The subscriber form of /subscribers/new and /subscribers/edit/{id}; picking a member fills their name and email. */
export function SubscriberForm({ subscriber }: { subscriber?: SubscriberResponse }) {
  const [form] = Form.useForm<SubscriberFormValues>();
  const plans = useApiQuery<PlanResponse[]>(COMMERCE_API.plans);
  const members = useWorkspaceMembers();
  const save = useSaveSubscriber();
  const navigate = useNavigate();

  const pickMember = (userId: number | undefined) => {
    const member = members.data?.find((m) => m.userId === userId);
    if (member) form.setFieldsValue({ name: member.user.name, email: member.user.email });
  };

  const submit = (values: SubscriberFormValues) => {
    const payload = {
      planId: values.planId as number,
      userId: values.userId ?? null,
      name: (values.name ?? '').trim(),
      email: values.email?.trim() || null,
      phone: values.phone?.trim() || null,
      startDate: values.startDate as string,
      // Status changes go through the status actions; an edit keeps it.
      status: subscriber?.status,
      notes: values.notes?.trim() || null,
    };
    save.mutate({ id: subscriber?.id ?? null, payload }, { onSuccess: (saved) => navigate(`/subscribers/view/${saved.id}`) });
  };

  return (
    <FormCard<SubscriberFormValues> form={form} name="subscriber-form" initialValues={initialValues(subscriber)} onFinish={submit} submitText={SUBSCRIPTION_TEXTS.saveSubscriber} saving={save.isPending}>
      <Form.Item name="planId" label={SUBSCRIPTION_TEXTS.plan} rules={[{ required: true, message: SUBSCRIBER_MESSAGES.planId }]}>
        <Select
          loading={plans.isLoading}
          options={(plans.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${formatRupees(p.pricePaise)} ${PLAN_PERIOD_LABELS[p.period]})` }))}
        />
      </Form.Item>
      <Form.Item name="userId" label={SUBSCRIPTION_TEXTS.member}>
        <Select
          allowClear
          placeholder={SUBSCRIPTION_TEXTS.outsidePerson}
          loading={members.isLoading}
          onChange={pickMember}
          options={(members.data ?? []).map((m) => ({ value: m.userId, label: `${m.user.name} (${m.user.username})` }))}
        />
      </Form.Item>
      <Form.Item name="name" label={SUBSCRIPTION_TEXTS.name} rules={requiredTextRules(SUBSCRIBER_MESSAGES.name, COMMERCE_LIMITS.nameMax, SUBSCRIBER_MESSAGES.nameTooLong)}>
        <Input maxLength={COMMERCE_LIMITS.nameMax} />
      </Form.Item>
      <Form.Item name="email" label={SUBSCRIPTION_TEXTS.email} rules={[{ type: 'email', message: SUBSCRIBER_MESSAGES.email }]}>
        <Input maxLength={COMMERCE_LIMITS.shortTextMax} />
      </Form.Item>
      <Form.Item name="phone" label={SUBSCRIPTION_TEXTS.phone} rules={[{ max: COMMERCE_LIMITS.shortTextMax, message: SUBSCRIBER_MESSAGES.phone }]}>
        <Input maxLength={COMMERCE_LIMITS.shortTextMax} />
      </Form.Item>
      {/* The schema's rule answers a left-out date too; `required` only marks the label. */}
      <Form.Item name="startDate" label={SUBSCRIPTION_TEXTS.startDate} required rules={[schemaRule(subscriberBody.entries.startDate)]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="notes" label={SUBSCRIPTION_TEXTS.notes}>
        <Input.TextArea rows={2} maxLength={COMMERCE_LIMITS.textMax} showCount />
      </Form.Item>
    </FormCard>
  );
}
