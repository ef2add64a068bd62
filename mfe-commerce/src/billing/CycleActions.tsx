import {
  BILLING_CYCLE_STATUS_LABELS,
  BILLING_MESSAGES,
  canTransitionBillingCycle,
  COMMERCE_API,
  COMMERCE_LIMITS,
  FINANCE_PAYMENT_METHOD_LABELS,
  FINANCE_PAYMENT_METHODS,
  type BillingCycleResponse,
  type CycleStatusPayload,
  type FinancePaymentMethod,
} from '@cricket/contracts';
import { apiRequest, PermissionGuard } from '@cricket/shell-sdk';
import { Button, Flex, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useCommerceMutation } from '../common/api';
import { BILLING_TEXTS } from '../texts';

type Settlement = 'paid' | 'waived';

interface SettleValues {
  paymentMethod?: FinancePaymentMethod;
  note?: string;
}

function SettleDialog({ cycle, status, onClose }: { cycle: BillingCycleResponse; status: Settlement; onClose: () => void }) {
  const settle = useCommerceMutation(
    (payload: CycleStatusPayload) => apiRequest<BillingCycleResponse>('PATCH', COMMERCE_API.billingCycleStatus(cycle.id), payload),
    { success: (payload) => [BILLING_TEXTS.settled, BILLING_TEXTS.settledText(BILLING_CYCLE_STATUS_LABELS[payload.status])], failure: BILLING_TEXTS.settleFailed },
  );
  const [form] = Form.useForm<SettleValues>();
  const submit = (values: SettleValues) =>
    settle.mutate({ status, paymentMethod: values.paymentMethod ?? null, note: values.note?.trim() || null }, { onSuccess: onClose });
  return (
    <Modal open title={`${BILLING_TEXTS.settleHeading(status)}: ${cycle.subscriberName}`} onOk={() => form.submit()} onCancel={onClose} confirmLoading={settle.isPending} okText={status === 'paid' ? BILLING_TEXTS.markPaid : BILLING_TEXTS.waive}>
      <Form<SettleValues> form={form} layout="vertical" name="settle-cycle" initialValues={status === 'paid' ? { paymentMethod: 'cash' } : {}} onFinish={submit}>
        {status === 'paid' && (
          <Form.Item name="paymentMethod" label={BILLING_TEXTS.paymentMethod}>
            <Select options={FINANCE_PAYMENT_METHODS.map((value) => ({ value, label: FINANCE_PAYMENT_METHOD_LABELS[value] }))} />
          </Form.Item>
        )}
        <Form.Item name="note" label={BILLING_TEXTS.note} rules={[{ max: COMMERCE_LIMITS.textMax, message: BILLING_MESSAGES.note }]}>
          <Input.TextArea rows={2} maxLength={COMMERCE_LIMITS.textMax} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Mark paid or waive, for a cycle that is still pending or overdue. */
export function CycleActions({ cycle }: { cycle: BillingCycleResponse }) {
  const [settling, setSettling] = useState<Settlement | null>(null);
  const options = (['paid', 'waived'] as const).filter((to) => canTransitionBillingCycle(cycle.status, to));
  if (!options.length) return null;
  return (
    <PermissionGuard module="billing" action="edit">
      <Flex gap={8}>
        {options.map((status) => (
          <Button key={status} size="small" type={status === 'paid' ? 'primary' : 'default'} onClick={() => setSettling(status)} aria-label={`${status === 'paid' ? BILLING_TEXTS.markPaid : BILLING_TEXTS.waive} ${cycle.subscriberName}`}>
            {status === 'paid' ? BILLING_TEXTS.markPaid : BILLING_TEXTS.waive}
          </Button>
        ))}
      </Flex>
      {settling && <SettleDialog cycle={cycle} status={settling} onClose={() => setSettling(null)} />}
    </PermissionGuard>
  );
}
