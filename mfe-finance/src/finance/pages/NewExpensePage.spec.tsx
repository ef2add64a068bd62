import { mockApi } from '@cricket/shell-sdk/testing';
import { renderFinance } from '../../test/renderFinance';
import { FINANCE_API, FINANCE_MESSAGES, FINANCE_TOASTS } from '@cricket/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FINANCE_UI_TEXTS } from '../../texts';
import { newExpense } from '../../test/factories';

const fieldErrors = () => Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map((e) => e.textContent);
const submit = () => fireEvent.click(screen.getByRole('button', { name: FINANCE_UI_TEXTS.save }));
const amountInput = () => screen.getByLabelText(FINANCE_UI_TEXTS.amount);

/** The form shows once the session's workspace and permissions are known. */
async function openForm(path: string) {
  renderFinance(path);
  await screen.findByRole('button', { name: FINANCE_UI_TEXTS.save });
}

async function chooseCategory(label: string) {
  fireEvent.mouseDown(screen.getByLabelText(FINANCE_UI_TEXTS.category));
  fireEvent.click(await screen.findByTitle(label));
}

/** /new-expense and /expenses/new */
describe('Expense form', () => {
  it('names the missing amount and the missing category and sends nothing', async () => {
    const calls = mockApi({});
    await openForm('/new-expense');
    submit();
    await waitFor(() => expect(fieldErrors()).toEqual([FINANCE_MESSAGES.amountRequired, FINANCE_MESSAGES.categoryRequired]));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('refuses a negative amount with its message', async () => {
    const calls = mockApi({});
    await openForm('/expenses/new');
    fireEvent.change(amountInput(), { target: { value: '-250' } });
    await chooseCategory('Equipment');
    submit();
    await waitFor(() => expect(fieldErrors()).toEqual([FINANCE_MESSAGES.amountNegative]));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it.each(['9999-12-31', '1999-12-31'])('refuses the date %s, outside the stored years, with its message and sends nothing', async (date) => {
    const calls = mockApi({});
    await openForm('/new-expense');
    fireEvent.change(amountInput(), { target: { value: '250' } });
    await chooseCategory('Equipment');
    fireEvent.change(screen.getByLabelText(FINANCE_UI_TEXTS.date), { target: { value: date } });
    submit();
    await waitFor(() => expect(fieldErrors()).toEqual([FINANCE_MESSAGES.dateYears]));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends a valid expense in paise and confirms it', async () => {
    const calls = mockApi({ [`POST ${FINANCE_API.expenses}`]: { status: 201, body: newExpense() } });
    await openForm('/new-expense');
    fireEvent.change(amountInput(), { target: { value: '1250.5' } });
    await chooseCategory('Ground Rent');
    fireEvent.change(screen.getByLabelText(FINANCE_UI_TEXTS.date), { target: { value: '2026-11-03' } });
    fireEvent.change(screen.getByLabelText(FINANCE_UI_TEXTS.vendor), { target: { value: '  Oval Club ' } });
    submit();
    expect(await screen.findByText(FINANCE_TOASTS.expenseSaved)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      amountPaise: 125050,
      category: 'ground_rent',
      date: '2026-11-03',
      description: null,
      vendor: 'Oval Club',
      paymentMethod: null,
    });
  });

  it('shows the server message when the service refuses', async () => {
    mockApi({ [`POST ${FINANCE_API.expenses}`]: { status: 400, body: { statusCode: 400, message: FINANCE_MESSAGES.amountTooLarge, error: 'Bad Request' } } });
    await openForm('/new-expense');
    fireEvent.change(amountInput(), { target: { value: '5' } });
    await chooseCategory('Food');
    submit();
    expect(await screen.findByText(FINANCE_MESSAGES.amountTooLarge)).toBeTruthy();
  });
});
