import {
  BILLING_MESSAGES,
  COMMERCE_LIMITS,
  FINANCE_PAYMENT_METHOD_LABELS,
  FINANCE_PAYMENT_METHODS,
  type BillingCycleResponse,
  type FinancePaymentMethod,
} from '@cricket/contracts';
import { Form, Input, Modal, Select } from 'antd';
import { optionsOf } from '../../common/utils/options';
import { BILLING_TEXTS } from '../../texts';
import { useSettleCycle } from '../hooks/useBillingMutations';

export type Settlement = 'paid' | 'waived';

interface SettleValues {
  paymentMethod?: FinancePaymentMethod;
  note?: string;
}

/** Marks a cycle paid (with how) or waives it, with an optional note. */
export function SettleDialog({ cycle, status, onClose }: { cycle: BillingCycleResponse; status: Settlement; onClose: () => void }) {
  const settle = useSettleCycle(cycle.id);
  const [form] = Form.useForm<SettleValues>();
  const submit = (values: SettleValues) =>
    settle.mutate({ status, paymentMethod: values.paymentMethod ?? null, note: values.note?.trim() || null }, { onSuccess: onClose });
  return (
    <Modal open title={`${BILLING_TEXTS.settleHeading(status)}: ${cycle.subscriberName}`} onOk={() => form.submit()} onCancel={onClose} confirmLoading={settle.isPending} okText={status === 'paid' ? BILLING_TEXTS.markPaid : BILLING_TEXTS.waive}>
      <Form<SettleValues> form={form} layout="vertical" name="settle-cycle" initialValues={status === 'paid' ? { paymentMethod: 'cash' } : {}} onFinish={submit}>
        {status === 'paid' && (
          <Form.Item name="paymentMethod" label={BILLING_TEXTS.paymentMethod}>
            <Select options={optionsOf(FINANCE_PAYMENT_METHODS, FINANCE_PAYMENT_METHOD_LABELS)} />
          </Form.Item>
        )}
        <Form.Item name="note" label={BILLING_TEXTS.note} rules={[{ max: COMMERCE_LIMITS.textMax, message: BILLING_MESSAGES.note }]}>
          <Input.TextArea rows={2} maxLength={COMMERCE_LIMITS.textMax} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
