import { COMMERCE_EVENTS, FINANCE_API, FINANCE_MESSAGES } from '@cricket/contracts';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { DataSource } from 'typeorm';
import { IncomeEventsConsumer } from '../src/income/income-events.consumer';
import { financeService } from '../src/service';
import { actor, newBudget, newExpense, newIncome, orderPaymentEvent, type Actor } from './factories';

// Year 0 would fail in PostgreSQL (a 500) and 9999 would be stored: both are 400s with a message.
const OUTSIDE_YEARS = ['0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31'];
const badRequest = (message: string) => ({ statusCode: 400, message, error: 'Bad Request' });

describe('finance: every date lies in the stored years (2000 to 2100)', () => {
  let finance: TestService;
  beforeAll(async () => {
    finance = await startTestService('finance', financeService);
  });
  afterAll(() => finance.close());

  /** Every finance row of the workspace, as stored. */
  const rowsOf = async (who: Actor) => {
    const query = (table: string) => finance.app.get(DataSource).query(`SELECT * FROM ${table} WHERE workspace_id = $1 ORDER BY id`, [who.workspaceId]);
    return { expenses: await query('expenses'), income: await query('income'), budgets: await query('budgets') };
  };

  it.each(OUTSIDE_YEARS)('refuses entries dated %s and stores nothing', async (date) => {
    const treasurer = actor();
    const posts = [
      finance.http().post(FINANCE_API.expenses).set(treasurer.headers).send(newExpense({ date })),
      finance.http().post(FINANCE_API.income).set(treasurer.headers).send(newIncome({ date })),
      finance.http().post(FINANCE_API.budgets).set(treasurer.headers).send(newBudget({ startDate: date, endDate: '2026-11-30' })),
      finance.http().post(FINANCE_API.budgets).set(treasurer.headers).send(newBudget({ startDate: '2026-11-01', endDate: date })),
    ];
    for (const res of await Promise.all(posts)) expect(res.body).toEqual(badRequest(FINANCE_MESSAGES.dateYears));
    expect(await rowsOf(treasurer)).toEqual({ expenses: [], income: [], budgets: [] });
  });

  it.each(OUTSIDE_YEARS)('leaves entries as they were when an edit dates them %s', async (date) => {
    const treasurer = actor();
    const expense = await finance.http().post(FINANCE_API.expenses).set(treasurer.headers).send(newExpense()).expect(201);
    const income = await finance.http().post(FINANCE_API.income).set(treasurer.headers).send(newIncome()).expect(201);
    const budget = await finance.http().post(FINANCE_API.budgets).set(treasurer.headers).send(newBudget()).expect(201);
    const before = await rowsOf(treasurer);
    const edits = [
      finance.http().put(FINANCE_API.expense(expense.body.id)).set(treasurer.headers).send(newExpense({ date })),
      finance.http().put(FINANCE_API.incomeEntry(income.body.id)).set(treasurer.headers).send(newIncome({ date })),
      finance.http().put(FINANCE_API.budget(budget.body.id)).set(treasurer.headers).send(newBudget({ endDate: date })),
    ];
    for (const res of await Promise.all(edits)) expect(res.body).toEqual(badRequest(FINANCE_MESSAGES.dateYears));
    expect(await rowsOf(treasurer)).toEqual(before);
  });

  it.each([FINANCE_API.summary, FINANCE_API.exportCsv, FINANCE_API.revenueSummary, FINANCE_API.expenses, FINANCE_API.income])(
    'answers %s over a period outside the years with 400',
    async (path) => {
      const treasurer = actor();
      for (const query of [{ from: '0000-01-01', to: '2026-11-30' }, { from: '2026-11-01', to: '9999-12-31' }]) {
        expect((await finance.http().get(path).query(query).set(treasurer.headers)).body).toEqual(badRequest(FINANCE_MESSAGES.periodYears));
      }
    },
  );

  it('ignores an income event dated outside the years instead of storing it', async () => {
    const seller = actor();
    const consumer = finance.app.get(IncomeEventsConsumer);
    await consumer.handle(orderPaymentEvent(COMMERCE_EVENTS.orderPaid, { orderId: 51, workspaceId: seller.workspaceId, date: '9999-12-31' }));
    await consumer.handle(orderPaymentEvent(COMMERCE_EVENTS.orderPaid, { orderId: 52, workspaceId: seller.workspaceId }));
    expect((await rowsOf(seller)).income.map((row: { origin_id: string }) => row.origin_id)).toEqual(['52']);
  });
});
