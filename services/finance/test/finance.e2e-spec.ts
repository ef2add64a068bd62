import { FINANCE_API, FINANCE_MESSAGES, type BudgetResponse, type ExpenseResponse } from '@cricket/contracts';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { financeService } from '../src/service';
import { actor, newBudget, newExpense, newIncome } from './factories';

describe('finance: expenses, income and budgets', () => {
  let finance: TestService;
  beforeAll(async () => {
    finance = await startTestService('finance', financeService);
  });
  afterAll(() => finance.close());

  const listExpenses = async (headers: Record<string, string>) =>
    (await finance.http().get(FINANCE_API.expenses).set(headers).expect(200)).body as ExpenseResponse[];

  it('records an expense and reads it back', async () => {
    const treasurer = actor();
    const created = await finance.http().post(FINANCE_API.expenses).set(treasurer.headers).send(newExpense()).expect(201);
    expect(created.body).toMatchObject({ amountPaise: 150_000, category: 'equipment', date: '2026-11-02', vendor: 'Sports Hub', workspaceId: treasurer.workspaceId });
    const read = await finance.http().get(FINANCE_API.expense(created.body.id)).set(treasurer.headers).expect(200);
    expect(read.body).toEqual(created.body);
  });

  it.each([
    ['a negative amount', { amountPaise: -500 }, FINANCE_MESSAGES.amountNegative],
    ['a missing category', { category: undefined }, FINANCE_MESSAGES.categoryRequired],
    ['an unknown category', { category: 'snacks' as never }, FINANCE_MESSAGES.categoryChoice],
    ['a missing amount', { amountPaise: undefined }, FINANCE_MESSAGES.amountRequired],
    ['a bad date', { date: '2026-02-30' }, FINANCE_MESSAGES.dateFormat],
  ])('refuses an expense with %s and stores nothing', async (_case, overrides, message) => {
    const treasurer = actor();
    const response = await finance.http().post(FINANCE_API.expenses).set(treasurer.headers).send(newExpense(overrides)).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    expect(await listExpenses(treasurer.headers)).toEqual([]);
  });

  it('leaves an expense untouched when an edit is refused', async () => {
    const treasurer = actor();
    const created = await finance.http().post(FINANCE_API.expenses).set(treasurer.headers).send(newExpense()).expect(201);
    const refused = await finance.http().put(FINANCE_API.expense(created.body.id)).set(treasurer.headers).send(newExpense({ amountPaise: -1 })).expect(400);
    expect(refused.body.message).toBe(FINANCE_MESSAGES.amountNegative);
    expect(await listExpenses(treasurer.headers)).toEqual([created.body]);
  });

  it('keeps finance private to its workspace and read-only for readonly members', async () => {
    const treasurer = actor();
    const stranger = actor();
    const readonly = actor({ workspaceId: treasurer.workspaceId, role: 'workspace_readonly' });
    const created = await finance.http().post(FINANCE_API.expenses).set(treasurer.headers).send(newExpense()).expect(201);

    const hidden = await finance.http().get(FINANCE_API.expense(created.body.id)).set(stranger.headers).expect(404);
    expect(hidden.body.message).toBe(FINANCE_MESSAGES.expenseNotFound);
    await finance.http().put(FINANCE_API.expense(created.body.id)).set(stranger.headers).send(newExpense()).expect(404);
    await finance.http().delete(FINANCE_API.expense(created.body.id)).set(stranger.headers).expect(404);
    expect(await listExpenses(stranger.headers)).toEqual([]);

    expect(await listExpenses(readonly.headers)).toEqual([created.body]);
    await finance.http().post(FINANCE_API.expenses).set(readonly.headers).send(newExpense()).expect(403);
    await finance.http().post(FINANCE_API.budgets).set(readonly.headers).send(newBudget()).expect(403);
    await finance.http().delete(FINANCE_API.expense(created.body.id)).set(readonly.headers).expect(403);
    await finance.http().get(FINANCE_API.expenses).expect(401);
  });

  it("follows expenses in a budget's spent figure and warns at 80 % and 100 %", async () => {
    const treasurer = actor();
    const budget = (await finance.http().post(FINANCE_API.budgets).set(treasurer.headers).send(newBudget({ amountPaise: 100_000 })).expect(201))
      .body as BudgetResponse;
    expect(budget).toMatchObject({ spentPaise: 0, remainingPaise: 100_000, percentUsed: 0, level: 'ok', warning: null });

    const readBudget = async () => (await finance.http().get(FINANCE_API.budget(budget.id)).set(treasurer.headers).expect(200)).body as BudgetResponse;
    const spend = (overrides: Parameters<typeof newExpense>[0]) =>
      finance.http().post(FINANCE_API.expenses).set(treasurer.headers).send(newExpense(overrides)).expect(201);

    const first = await spend({ amountPaise: 50_000, date: '2026-11-05' });
    await spend({ amountPaise: 99_000, category: 'travel', date: '2026-11-05' });
    await spend({ amountPaise: 99_000, date: '2026-12-01' });
    await finance.http().post(FINANCE_API.expenses).set(actor().headers).send(newExpense({ amountPaise: 99_000 })).expect(201);
    expect(await readBudget()).toMatchObject({ spentPaise: 50_000, percentUsed: 50, level: 'ok', warning: null });

    await spend({ amountPaise: 30_000, date: '2026-11-30' });
    expect(await readBudget()).toMatchObject({ spentPaise: 80_000, level: 'warning', warning: 'Warning: 80% of this budget has been spent' });

    const moved = await finance
      .http()
      .put(FINANCE_API.expense(first.body.id))
      .set(treasurer.headers)
      .send(newExpense({ amountPaise: 75_000, date: '2026-11-05' }))
      .expect(200);
    expect(moved.body.amountPaise).toBe(75_000);
    expect(await readBudget()).toMatchObject({ spentPaise: 105_000, remainingPaise: -5_000, level: 'exceeded', warning: 'Budget limit reached: 105% of this budget has been spent' });

    await finance.http().delete(FINANCE_API.expense(first.body.id)).set(treasurer.headers).expect(200);
    const [listed] = (await finance.http().get(FINANCE_API.budgets).set(treasurer.headers).expect(200)).body as BudgetResponse[];
    expect(listed).toMatchObject({ id: budget.id, spentPaise: 30_000, level: 'ok' });
  });

  it('refuses a budget whose period ends before it starts', async () => {
    const treasurer = actor();
    const refused = await finance.http().post(FINANCE_API.budgets).set(treasurer.headers).send(newBudget({ endDate: '2026-10-31' })).expect(400);
    expect(refused.body.message).toBe(FINANCE_MESSAGES.endBeforeStart);
    expect((await finance.http().get(FINANCE_API.budgets).set(treasurer.headers).expect(200)).body).toEqual([]);
  });

  it('totals a period for the dashboard and exports it as CSV', async () => {
    const treasurer = actor();
    await finance.http().post(FINANCE_API.expenses).set(treasurer.headers).send(newExpense({ amountPaise: 125_050, category: 'ground_rent', vendor: 'Oval, Pune' })).expect(201);
    await finance.http().post(FINANCE_API.expenses).set(treasurer.headers).send(newExpense({ amountPaise: 10_000, date: '2026-10-30' })).expect(201);
    await finance.http().post(FINANCE_API.income).set(treasurer.headers).send(newIncome()).expect(201);

    const summary = await finance.http().get(FINANCE_API.summary).query({ from: '2026-11-01', to: '2026-11-30' }).set(treasurer.headers).expect(200);
    expect(summary.body).toMatchObject({ totalExpensesPaise: 125_050, totalIncomePaise: 500_000, netPaise: 374_950, byMonth: [{ month: '2026-11', expensesPaise: 125_050, incomePaise: 500_000 }] });
    expect(summary.body.expensesByCategory.find((row: { category: string }) => row.category === 'ground_rent')).toEqual({ category: 'ground_rent', label: 'Ground Rent', amountPaise: 125_050 });

    const csv = await finance.http().get(FINANCE_API.exportCsv).query({ from: '2026-11-01', to: '2026-11-30' }).set(treasurer.headers).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="finance-2026-11-01-to-2026-11-30.csv"');
    expect(csv.text.split('\r\n')).toEqual([
      'Type,Date,Category or Source,Description,Vendor or Payer,Payment Method,Amount (INR)',
      'Expense,2026-11-02,Ground Rent,New bats,"Oval, Pune",UPI,1250.50',
      'Income,2026-11-03,Sponsorship,Kit sponsor,Acme,Bank Transfer,5000.00',
      '',
    ]);

    const badPeriod = await finance.http().get(FINANCE_API.summary).query({ from: '2026-11-30', to: '2026-11-01' }).set(treasurer.headers).expect(400);
    expect(badPeriod.body.message).toBe(FINANCE_MESSAGES.periodOrder);
  });
});
