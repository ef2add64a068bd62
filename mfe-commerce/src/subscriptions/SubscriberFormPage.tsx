import {
  COMMERCE_API,
  COMMERCE_LIMITS,
  formatRupees,
  PLAN_PERIOD_LABELS,
  SUBSCRIBER_MESSAGES,
  subscriberBody,
  type PlanResponse,
  type SubscriberResponse,
  type WorkspaceMemberResponse,
} from '@cricket/contracts';
import { queryKeys, schemaRule, useWorkspace } from '@cricket/shell-sdk';
import { Button, Card, Form, Input, Select } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useApiQuery } from '../common/api';
import { todayIso } from '../common/format';
import { LoadError, Loading, Page } from '../common/Page';
import { SUBSCRIPTION_TEXTS } from '../texts';
import { useSaveSubscriber } from './subscriberMutations';

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

/** Members of the current workspace, to subscribe one of them (an outside person needs none). */
function useMembers() {
  const { current } = useWorkspace();
  return useApiQuery<WorkspaceMemberResponse[]>(queryKeys.members(current?.id ?? 0)[0], undefined, !!current);
}

function SubscriberForm({ subscriber }: { subscriber?: SubscriberResponse }) {
  const [form] = Form.useForm<SubscriberFormValues>();
  const plans = useApiQuery<PlanResponse[]>(COMMERCE_API.plans);
  const members = useMembers();
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
    <Card>
      <Form<SubscriberFormValues> form={form} layout="vertical" name="subscriber-form" initialValues={initialValues(subscriber)} onFinish={submit}>
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
        <Form.Item
          name="name"
          label={SUBSCRIPTION_TEXTS.name}
          rules={[
            { required: true, whitespace: true, message: SUBSCRIBER_MESSAGES.name },
            { max: COMMERCE_LIMITS.nameMax, message: SUBSCRIBER_MESSAGES.nameTooLong },
          ]}
        >
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
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {SUBSCRIPTION_TEXTS.saveSubscriber}
        </Button>
      </Form>
    </Card>
  );
}

/** /subscribers/new. */
export function SubscriberCreatePage() {
  return (
    <Page title={SUBSCRIPTION_TEXTS.newSubscriberHeading} managersOnly>
      <SubscriberForm />
    </Page>
  );
}

function SubscriberEditor() {
  const { id = '' } = useParams();
  const subscriber = useApiQuery<SubscriberResponse>(COMMERCE_API.subscriber(id));
  if (subscriber.isLoading) return <Loading />;
  return subscriber.data ? <SubscriberForm key={subscriber.data.updatedAt} subscriber={subscriber.data} /> : <LoadError error={subscriber.error} />;
}

/** /subscribers/edit/{id}. */
export function SubscriberEditPage() {
  return (
    <Page title={SUBSCRIPTION_TEXTS.editSubscriberHeading} managersOnly>
      <SubscriberEditor />
    </Page>
  );
}
