import {
  EXPENSE_CHECKS,
  type ExpenseCategory,
  type ExpensePayload,
  type ExpenseResponse,
  type FinancePaymentMethod,
} from '@cricket/contracts';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { financeLinks } from '../paths';
import { FINANCE_UI_TEXTS } from '../../texts';
import { useExpense } from '../hooks/useFinanceQueries';
import { useSaveExpense } from '../hooks/useFinanceMutations';
import { amountToPaise, checkRule, paiseToAmount, textOrNull, trimmed } from '../utils/formRules';
import { categoryOptions, paymentMethodOptions } from '../utils/options';
import { todayIso } from '../utils/period';
import { BackToFinance, EntryLoading, EntryNotFound, EntryPage, useEntryId } from './EntryPage';

interface ExpenseFormValues {
  amount?: number | null;
  category?: ExpenseCategory;
  date?: string;
  description?: string;
  vendor?: string;
  paymentMethod?: FinancePaymentMethod | null;
}

function initialValues(expense: ExpenseResponse | undefined): ExpenseFormValues {
  if (!expense) return { date: todayIso() };
  return {
    amount: paiseToAmount(expense.amountPaise),
    category: expense.category,
    date: expense.date,
    description: expense.description ?? undefined,
    vendor: expense.vendor ?? undefined,
    paymentMethod: expense.paymentMethod,
  };
}

function ExpenseForm({ expense }: { expense?: ExpenseResponse }) {
  const navigate = useNavigate();
  const save = useSaveExpense();

  const submit = (values: ExpenseFormValues) => {
    const payload: ExpensePayload = {
      amountPaise: amountToPaise(values.amount) as number,
      category: values.category as ExpenseCategory,
      date: values.date as string,
      description: textOrNull(values.description),
      vendor: textOrNull(values.vendor),
      paymentMethod: values.paymentMethod ?? null,
    };
    save.mutate({ id: expense?.id ?? null, payload }, { onSuccess: () => navigate(financeLinks.dashboard('expenses')) });
  };

  return (
    <Form<ExpenseFormValues> layout="vertical" name="expense" initialValues={initialValues(expense)} onFinish={submit}>
      <Form.Item name="amount" label={FINANCE_UI_TEXTS.amount} rules={[checkRule(EXPENSE_CHECKS.amountPaise, amountToPaise)]}>
        <InputNumber style={{ width: '100%' }} prefix="₹" />
      </Form.Item>
      <Form.Item name="category" label={FINANCE_UI_TEXTS.category} rules={[checkRule(EXPENSE_CHECKS.category)]}>
        <Select options={categoryOptions} placeholder={FINANCE_UI_TEXTS.selectCategory} />
      </Form.Item>
      <Form.Item name="date" label={FINANCE_UI_TEXTS.date} rules={[checkRule(EXPENSE_CHECKS.date)]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="description" label={FINANCE_UI_TEXTS.description} rules={[checkRule(EXPENSE_CHECKS.description, trimmed)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="vendor" label={FINANCE_UI_TEXTS.vendor} rules={[checkRule(EXPENSE_CHECKS.vendor, trimmed)]}>
        <Input />
      </Form.Item>
      <Form.Item name="paymentMethod" label={FINANCE_UI_TEXTS.paymentMethod}>
        <Select options={paymentMethodOptions} placeholder={FINANCE_UI_TEXTS.selectPaymentMethod} allowClear />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {FINANCE_UI_TEXTS.save}
        </Button>
        <BackToFinance tab="expenses" />
      </Space>
    </Form>
  );
}

/** /new-expense and /expenses/new add an expense. */
export function NewExpensePage() {
  return (
    <EntryPage title={FINANCE_UI_TEXTS.newExpense} action="create">
      <ExpenseForm />
    </EntryPage>
  );
}

function EditExpense() {
  const expense = useExpense(useEntryId());
  if (expense.isLoading) return <EntryLoading />;
  if (!expense.data) return <EntryNotFound tab="expenses" />;
  return <ExpenseForm expense={expense.data} />;
}

/** /edit-expense/{id} */
export function EditExpensePage() {
  return (
    <EntryPage title={FINANCE_UI_TEXTS.editExpense} action="edit">
      <EditExpense />
    </EntryPage>
  );
}
