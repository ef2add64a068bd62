import { EXPENSE_CATEGORY_LABELS } from '@cricket/contracts';
import { orNotSpecified } from '../../common/utils/format';
import { FINANCE_UI_TEXTS } from '../../texts';
import { EntryView } from '../components/EntryView';
import { ledgerEntryItems } from '../utils/detailItems';
import { financeLinks } from '../utils/paths';

/** /view-expense/{id} */
export function ViewExpensePage() {
  return (
    <EntryView
      kind="expense"
      title={FINANCE_UI_TEXTS.expenseDetails}
      content={(expense) => ({
        editPath: financeLinks.editExpense(expense.id),
        items: ledgerEntryItems(
          expense,
          { label: FINANCE_UI_TEXTS.category, value: EXPENSE_CATEGORY_LABELS[expense.category] },
          { label: FINANCE_UI_TEXTS.vendor, value: orNotSpecified(expense.vendor) },
        ),
      })}
    />
  );
}
