import { FINANCE_LIMITS, type FinancePaymentMethod } from '@cricket/contracts';
import { schemaRule } from '@cricket/shell-sdk';
import { Form, Input, InputNumber, Select } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';
import { DateInput } from '../../common/components/DateInput';
import { todayIso } from '../../common/utils/period';
import { FINANCE_UI_TEXTS } from '../../texts';
import { amountToPaise, paiseToAmount, textOrNull } from '../utils/formRules';
import type { LedgerFormKind } from '../utils/ledgerForms';
import { paymentMethodOptions } from '../utils/options';
import { ENTRY_TABS, financeLinks } from '../utils/paths';
import { FormActions } from './FormActions';

/** The fields both kinds of entry carry as they are stored. */
interface LedgerEntry {
  id: number;
  amountPaise: number;
  date: string;
  description: string | null;
  paymentMethod: FinancePaymentMethod | null;
}

interface SaveMutation<Payload> {
  mutate(variables: { id: number | null; payload: Payload }, options: { onSuccess: () => void }): void;
  isPending: boolean;
}

type FormValues = Record<string, string | number | null | undefined>;

function initialValues(kind: LedgerFormKind<string, string>, entry: (LedgerEntry & Record<string, unknown>) | undefined): FormValues {
  if (!entry) return { date: todayIso() };
  return {
    amount: paiseToAmount(entry.amountPaise),
    [kind.classifier.field]: entry[kind.classifier.field] as string,
    date: entry.date,
    description: entry.description ?? undefined,
    [kind.party.field]: (entry[kind.party.field] as string | null) ?? undefined,
    paymentMethod: entry.paymentMethod,
  };
}

/** The add and edit form of an expense or an income entry. */
export function LedgerEntryForm<Classifier extends string, Party extends string, Entry extends LedgerEntry, Payload>({
  kind,
  entry,
  save,
}: {
  kind: LedgerFormKind<Classifier, Party>;
  entry?: Entry;
  save: SaveMutation<Payload>;
}) {
  const navigate = useNavigate();
  const { body, classifier, party } = kind;

  const submit = (values: FormValues) => {
    const payload = {
      amountPaise: amountToPaise(values.amount),
      [classifier.field]: values[classifier.field],
      date: values.date,
      description: textOrNull(values.description as string | undefined),
      [party.field]: textOrNull(values[party.field] as string | undefined),
      paymentMethod: values.paymentMethod ?? null,
    } as Payload;
    save.mutate({ id: entry?.id ?? null, payload }, { onSuccess: () => navigate(financeLinks.dashboard(ENTRY_TABS[kind.name])) });
  };

  return (
    <Form<FormValues> layout="vertical" name={kind.name} initialValues={initialValues(kind, entry as (Entry & Record<string, unknown>) | undefined)} onFinish={submit}>
      <Form.Item name="amount" label={FINANCE_UI_TEXTS.amount} rules={[schemaRule(body.entries.amountPaise, amountToPaise)]}>
        <InputNumber style={{ width: '100%' }} prefix="₹" />
      </Form.Item>
      <Form.Item name={classifier.field as string} label={classifier.label} rules={[schemaRule(body.entries[classifier.field])]}>
        <Select options={classifier.options} placeholder={classifier.placeholder} />
      </Form.Item>
      <Form.Item name="date" label={FINANCE_UI_TEXTS.date} rules={[schemaRule(body.entries.date)]}>
        <DateInput />
      </Form.Item>
      <Form.Item name="description" label={FINANCE_UI_TEXTS.description} rules={[schemaRule(body.entries.description)]}>
        <Input.TextArea rows={2} maxLength={FINANCE_LIMITS.textMax} showCount />
      </Form.Item>
      <Form.Item name={party.field as string} label={party.label} rules={[schemaRule(body.entries[party.field])]}>
        <Input maxLength={FINANCE_LIMITS.textMax} />
      </Form.Item>
      <Form.Item name="paymentMethod" label={FINANCE_UI_TEXTS.paymentMethod}>
        <Select options={paymentMethodOptions} placeholder={FINANCE_UI_TEXTS.selectPaymentMethod} allowClear />
      </Form.Item>
      <FormActions saving={save.isPending} tab={ENTRY_TABS[kind.name]} />
    </Form>
  );
}
