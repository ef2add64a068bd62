import {
  FINANCE_LIMITS,
  FINANCE_MESSAGES,
  budgetBody,
  endsOnOrAfterStart,
  monthPeriod,
  type BudgetPayload,
  type BudgetResponse,
  type ExpenseCategory,
} from '@cricket/contracts';
import { schemaRule } from '@cricket/shell-sdk';
import { Form, Input, InputNumber, Select, type FormRule } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';
import { DateInput } from '../../common/components/DateInput';
import { todayIso } from '../../common/utils/period';
import { FINANCE_UI_TEXTS } from '../../texts';
import { useSaveBudget } from '../hooks/useFinanceMutations';
import { amountToPaise, paiseToAmount } from '../utils/formRules';
import { categoryOptions } from '../utils/options';
import { financeLinks } from '../utils/paths';
import { FormActions } from './FormActions';

interface BudgetFormValues {
  name?: string;
  category?: ExpenseCategory;
  amount?: number | null;
  startDate?: string;
  endDate?: string;
}

/** The end must not come before the start (checked once both are dates). */
const endAfterStart: FormRule = ({ getFieldValue }) => ({
  validator: (_rule, endDate) => {
    const startDate = getFieldValue('startDate');
    const bothDates = typeof startDate === 'string' && typeof endDate === 'string' && startDate && endDate;
    return bothDates && !endsOnOrAfterStart({ startDate, endDate }) ? Promise.reject(new Error(FINANCE_MESSAGES.endBeforeStart)) : Promise.resolve();
  },
});

function initialValues(budget: BudgetResponse | undefined): BudgetFormValues {
  if (!budget) {
    const month = monthPeriod(todayIso());
    return { startDate: month.from, endDate: month.to };
  }
  return {
    name: budget.name,
    category: budget.category,
    amount: paiseToAmount(budget.amountPaise),
    startDate: budget.startDate,
    endDate: budget.endDate,
  };
}

/** The add and edit form of a budget (this month by default). */
export function BudgetForm({ budget }: { budget?: BudgetResponse }) {
  const navigate = useNavigate();
  const save = useSaveBudget();

  const submit = (values: BudgetFormValues) => {
    const payload: BudgetPayload = {
      name: (values.name ?? '').trim(),
      category: values.category as ExpenseCategory,
      amountPaise: amountToPaise(values.amount) as number,
      startDate: values.startDate as string,
      endDate: values.endDate as string,
    };
    save.mutate({ id: budget?.id ?? null, payload }, { onSuccess: () => navigate(financeLinks.dashboard('budgets')) });
  };

  return (
    <Form<BudgetFormValues> layout="vertical" name="budget" initialValues={initialValues(budget)} onFinish={submit}>
      <Form.Item name="name" label={FINANCE_UI_TEXTS.name} rules={[schemaRule(budgetBody.entries.name)]}>
        <Input maxLength={FINANCE_LIMITS.budgetNameMax} />
      </Form.Item>
      <Form.Item name="category" label={FINANCE_UI_TEXTS.category} rules={[schemaRule(budgetBody.entries.category)]}>
        <Select options={categoryOptions} placeholder={FINANCE_UI_TEXTS.selectCategory} />
      </Form.Item>
      <Form.Item name="amount" label={FINANCE_UI_TEXTS.amount} rules={[schemaRule(budgetBody.entries.amountPaise, amountToPaise)]}>
        <InputNumber style={{ width: '100%' }} prefix="₹" />
      </Form.Item>
      <Form.Item name="startDate" label={FINANCE_UI_TEXTS.startDate} rules={[schemaRule(budgetBody.entries.startDate)]}>
        <DateInput />
      </Form.Item>
      <Form.Item name="endDate" label={FINANCE_UI_TEXTS.endDate} dependencies={['startDate']} rules={[schemaRule(budgetBody.entries.endDate), endAfterStart]}>
        <DateInput />
      </Form.Item>
      <FormActions saving={save.isPending} tab="budgets" />
    </Form>
  );
}
