import { FINANCE_API } from '@cricket/contracts';
import { mockApi, ok } from '@cricket/shell-sdk/testing';
import { screen, waitFor } from '@testing-library/react';
import { newExpense } from '../../test/factories';
import { renderFinance } from '../../test/renderFinance';
import { FINANCE_UI_TEXTS } from '../../texts';

/** /edit-expense/{id} */
describe('Expense form', () => {
  it('loads an expense into the edit form', async () => {
    mockApi({ [FINANCE_API.expense(42)]: ok(newExpense({ id: 42, amountPaise: 99900, vendor: 'Kit Store' })) });
    renderFinance('/edit-expense/42');
    await waitFor(() => expect((screen.getByLabelText(FINANCE_UI_TEXTS.vendor) as HTMLInputElement).value).toBe('Kit Store'));
    expect((screen.getByLabelText(FINANCE_UI_TEXTS.amount) as HTMLInputElement).value).toBe('999');
  });
});
