import { FINANCE_UI_TEXTS } from '../../texts';
import { BudgetForm } from '../components/BudgetForm';
import { EntryPage } from '../components/EntryPage';

/** /new-budget */
export function NewBudgetPage() {
  return (
    <EntryPage title={FINANCE_UI_TEXTS.newBudget} action="create">
      <BudgetForm />
    </EntryPage>
  );
}
