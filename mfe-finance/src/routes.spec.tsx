// The harness first: it fills in what jsdom lacks before the SDK's router loads.
import { mockApi, ok } from '@cricket/shell-sdk/testing';
import { FINANCE_API, monthPeriod } from '@cricket/contracts';
import { requestPathOf, type PageReads } from '@cricket/shell-sdk';
import { screen, waitFor } from '@testing-library/react';
import { todayIso } from './common/utils/period';
import { dashboardReads, entryReads } from './routes';
import { emptySummary, newExpense, NOVEMBER } from './test/factories';
import { renderFinance } from './test/renderFinance';
import { FINANCE_UI_TEXTS } from './texts';

/** The request paths a route declares for `address` (what the shell reads early when it is opened cold). */
function declaredPaths(reads: PageReads, address: string, params: Record<string, string> = {}): string[] {
  return reads(params, new URLSearchParams(address.split('?')[1] ?? '')).map(requestPathOf);
}

/** A declared read is worth making only if the page then GETs exactly that path. */
describe('Reads a route declares for a cold open', () => {
  it.each([
    ['the address period, on another tab', `/expenses?from=${NOVEMBER.from}&to=${NOVEMBER.to}&tab=income`, NOVEMBER],
    ['this month when the address names none', '/expenses', monthPeriod(todayIso())],
  ])('the dashboard: %s', async (_case, address, period) => {
    const query = `?from=${period.from}&to=${period.to}`;
    const calls = mockApi({
      [`${FINANCE_API.summary}${query}`]: ok(emptySummary(period)),
      [`${FINANCE_API.expenses}${query}`]: ok([]),
      [`${FINANCE_API.income}${query}`]: ok([]),
      [FINANCE_API.budgets]: ok([]),
    });
    const declared = declaredPaths(dashboardReads, address);
    expect(declared).toHaveLength(4);
    renderFinance(address);
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual(expect.arrayContaining(declared)));
  });

  it('an expense view: the expense of its :id, and nothing for an id the API would refuse', async () => {
    const calls = mockApi({ [FINANCE_API.expense(42)]: ok(newExpense({ id: 42, vendor: 'Kit Store' })) });
    const declared = declaredPaths(entryReads('expense'), '/view-expense/42', { id: '42' });
    expect(declared).toEqual([FINANCE_API.expense(42)]);
    renderFinance('/view-expense/42');
    expect(await screen.findByText('Kit Store')).toBeTruthy();
    expect(screen.getByText(FINANCE_UI_TEXTS.expenseDetails)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual(expect.arrayContaining(declared));
    for (const id of ['abc', '0', '007', '-3', '1.5', '1e3', '2147483648', '']) expect(entryReads('expense')({ id }, new URLSearchParams())).toEqual([]);
  });

  it('an expense view of an id the API would refuse says not found and asks the API nothing', async () => {
    const calls = mockApi({});
    renderFinance('/view-expense/007');
    expect(await screen.findByText(FINANCE_UI_TEXTS.notFound)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
