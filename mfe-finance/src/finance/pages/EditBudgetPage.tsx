import { FINANCE_UI_TEXTS } from '../../texts';
import { BudgetForm } from '../components/BudgetForm';
import { EntryPage } from '../components/EntryPage';
import { LoadedEntry } from '../components/LoadedEntry';

/** /edit-budget/{id} */
export function EditBudgetPage() {
  return (
    <EntryPage title={FINANCE_UI_TEXTS.editBudget} action="edit">
      <LoadedEntry kind="budget">{(budget) => <BudgetForm budget={budget} />}</LoadedEntry>
    </EntryPage>
  );
}
