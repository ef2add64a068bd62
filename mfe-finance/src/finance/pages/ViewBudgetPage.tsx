import { EXPENSE_CATEGORY_LABELS, formatDate, formatRupees } from '@cricket/contracts';
import { FINANCE_UI_TEXTS } from '../../texts';
import { BudgetProgressBar } from '../components/BudgetProgressBar';
import { EntryView } from '../components/EntryView';
import { financeLinks } from '../utils/paths';

/** /view-budget/{id} */
export function ViewBudgetPage() {
  return (
    <EntryView
      kind="budget"
      title={FINANCE_UI_TEXTS.budgetDetails}
      content={(budget) => ({
        editPath: financeLinks.editBudget(budget.id),
        items: [
          { label: FINANCE_UI_TEXTS.name, value: budget.name },
          { label: FINANCE_UI_TEXTS.category, value: EXPENSE_CATEGORY_LABELS[budget.category] },
          { label: FINANCE_UI_TEXTS.amount, value: formatRupees(budget.amountPaise) },
          { label: FINANCE_UI_TEXTS.budgetPeriod, value: `${formatDate(budget.startDate)} – ${formatDate(budget.endDate)}` },
        ],
        extra: <BudgetProgressBar budget={budget} />,
      })}
    />
  );
}
