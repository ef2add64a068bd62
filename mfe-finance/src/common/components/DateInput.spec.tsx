import { FINANCE_API } from '@cricket/contracts';
import { mockApi } from '@cricket/shell-sdk/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newBudget, newExpense } from '../../test/factories';
import { renderFinance } from '../../test/renderFinance';
import { FINANCE_UI_TEXTS } from '../../texts';

jest.setTimeout(30_000);

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

const FORMS = [
  {
    form: 'expense',
    path: '/new-expense',
    endpoint: FINANCE_API.expenses,
    dateFields: [FINANCE_UI_TEXTS.date],
    fillRequired: () => choose(FINANCE_UI_TEXTS.category, 'Equipment'),
  },
  {
    form: 'income',
    path: '/new-income',
    endpoint: FINANCE_API.income,
    dateFields: [FINANCE_UI_TEXTS.date],
    fillRequired: () => choose(FINANCE_UI_TEXTS.source, 'Sponsorship'),
  },
  {
    form: 'budget',
    path: '/new-budget',
    endpoint: FINANCE_API.budgets,
    dateFields: [FINANCE_UI_TEXTS.startDate, FINANCE_UI_TEXTS.endDate],
    fillRequired: async () => {
      fireEvent.change(screen.getByLabelText(FINANCE_UI_TEXTS.name), { target: { value: 'Kit' } });
      await choose(FINANCE_UI_TEXTS.category, 'Equipment');
    },
  },
];

describe('Enter in a finance date field', () => {
  it.each(FORMS)('does not send the $form form; Save still does', async ({ path, endpoint, dateFields, fillRequired }) => {
    const user = userEvent.setup();
    const calls = mockApi({ [`POST ${endpoint}`]: { status: 201, body: endpoint === FINANCE_API.budgets ? newBudget(0, 0) : newExpense() } });
    renderFinance(path);
    await screen.findByRole('button', { name: FINANCE_UI_TEXTS.save });
    // Every required field passes (the dates have their defaults): a submitting Enter would send now.
    fireEvent.change(screen.getByLabelText(FINANCE_UI_TEXTS.amount), { target: { value: '250' } });
    await fillRequired();

    for (const label of dateFields) {
      await user.click(screen.getByLabelText(label));
      await user.keyboard('{Enter}');
    }
    // Give a submission the time it would take to validate and send.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: FINANCE_UI_TEXTS.save }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([endpoint]));
  });
});
