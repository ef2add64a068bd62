import {
  FINANCE_MESSAGES,
  INCOME_CHECKS,
  type FinancePaymentMethod,
  type IncomePayload,
  type IncomeResponse,
  type IncomeSource,
} from '@cricket/contracts';
import { Alert, Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { financeLinks } from '../paths';
import { FINANCE_UI_TEXTS } from '../../texts';
import { useIncomeEntry } from '../hooks/useFinanceQueries';
import { useSaveIncome } from '../hooks/useFinanceMutations';
import { amountToPaise, checkRule, paiseToAmount, textOrNull, trimmed } from '../utils/formRules';
import { paymentMethodOptions, sourceOptions } from '../utils/options';
import { todayIso } from '../utils/period';
import { BackToFinance, EntryLoading, EntryNotFound, EntryPage, useEntryId } from './EntryPage';

interface IncomeFormValues {
  amount?: number | null;
  source?: IncomeSource;
  date?: string;
  description?: string;
  payer?: string;
  paymentMethod?: FinancePaymentMethod | null;
}

function initialValues(entry: IncomeResponse | undefined): IncomeFormValues {
  if (!entry) return { date: todayIso() };
  return {
    amount: paiseToAmount(entry.amountPaise),
    source: entry.source,
    date: entry.date,
    description: entry.description ?? undefined,
    payer: entry.payer ?? undefined,
    paymentMethod: entry.paymentMethod,
  };
}

function IncomeForm({ entry }: { entry?: IncomeResponse }) {
  const navigate = useNavigate();
  const save = useSaveIncome();

  const submit = (values: IncomeFormValues) => {
    const payload: IncomePayload = {
      amountPaise: amountToPaise(values.amount) as number,
      source: values.source as IncomeSource,
      date: values.date as string,
      description: textOrNull(values.description),
      payer: textOrNull(values.payer),
      paymentMethod: values.paymentMethod ?? null,
    };
    save.mutate({ id: entry?.id ?? null, payload }, { onSuccess: () => navigate(financeLinks.dashboard('income')) });
  };

  return (
    <Form<IncomeFormValues> layout="vertical" name="income" initialValues={initialValues(entry)} onFinish={submit}>
      <Form.Item name="amount" label={FINANCE_UI_TEXTS.amount} rules={[checkRule(INCOME_CHECKS.amountPaise, amountToPaise)]}>
        <InputNumber style={{ width: '100%' }} prefix="₹" />
      </Form.Item>
      <Form.Item name="source" label={FINANCE_UI_TEXTS.source} rules={[checkRule(INCOME_CHECKS.source)]}>
        <Select options={sourceOptions} placeholder={FINANCE_UI_TEXTS.selectSource} />
      </Form.Item>
      <Form.Item name="date" label={FINANCE_UI_TEXTS.date} rules={[checkRule(INCOME_CHECKS.date)]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="description" label={FINANCE_UI_TEXTS.description} rules={[checkRule(INCOME_CHECKS.description, trimmed)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="payer" label={FINANCE_UI_TEXTS.payer} rules={[checkRule(INCOME_CHECKS.payer, trimmed)]}>
        <Input />
      </Form.Item>
      <Form.Item name="paymentMethod" label={FINANCE_UI_TEXTS.paymentMethod}>
        <Select options={paymentMethodOptions} placeholder={FINANCE_UI_TEXTS.selectPaymentMethod} allowClear />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {FINANCE_UI_TEXTS.save}
        </Button>
        <BackToFinance tab="income" />
      </Space>
    </Form>
  );
}

/** /new-income */
export function NewIncomePage() {
  return (
    <EntryPage title={FINANCE_UI_TEXTS.newIncome} action="create">
      <IncomeForm />
    </EntryPage>
  );
}

function EditIncome() {
  const entry = useIncomeEntry(useEntryId());
  if (entry.isLoading) return <EntryLoading />;
  if (!entry.data) return <EntryNotFound tab="income" />;
  if (entry.data.originType) return <Alert type="info" showIcon title={FINANCE_MESSAGES.incomeFromEvent} action={<BackToFinance tab="income" />} />;
  return <IncomeForm entry={entry.data} />;
}

/** /edit-income/{id}; income that follows another area's event is changed there, not here. */
export function EditIncomePage() {
  return (
    <EntryPage title={FINANCE_UI_TEXTS.editIncome} action="edit">
      <EditIncome />
    </EntryPage>
  );
}
