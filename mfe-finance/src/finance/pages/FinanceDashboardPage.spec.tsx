import { emptySummary, newBudget, newExpense, NOVEMBER } from '../../test/factories';
import { mockApi, ok, type Answer } from '@cricket/shell-sdk/testing';
import { renderFinance } from '../../test/renderFinance';
import { BUDGET_WARNINGS, FINANCE_API, financeCsv, monthPeriod, type ModulePermission } from '@cricket/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { FINANCE_UI_TEXTS } from '../../texts';
import { todayIso } from '../../common/utils/period';

const query = `?from=${NOVEMBER.from}&to=${NOVEMBER.to}`;
const DASHBOARD = `/expenses${query}`;

function answers(overrides: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    [`${FINANCE_API.summary}${query}`]: ok(emptySummary()),
    [`${FINANCE_API.expenses}${query}`]: ok([]),
    [`${FINANCE_API.income}${query}`]: ok([]),
    [FINANCE_API.budgets]: ok([]),
    ...overrides,
  };
}

const openTab = (label: string) => fireEvent.click(screen.getByRole('tab', { name: label }));
const readonlyRow: ModulePermission = { module: 'expenses', canView: true, canCreate: false, canEdit: false, canDelete: false };

describe('Finance dashboard', () => {
  it('shows zero totals, empty charts and the empty text of every tab when nothing is recorded', async () => {
    mockApi(answers());
    renderFinance(DASHBOARD);
    expect(await screen.findByTestId(`total-${FINANCE_UI_TEXTS.totalIncome}`)).toHaveProperty('textContent', '₹0');
    expect(screen.getByTestId(`total-${FINANCE_UI_TEXTS.totalExpenses}`).textContent).toBe('₹0');
    expect(screen.getByTestId(`total-${FINANCE_UI_TEXTS.net}`).textContent).toBe('₹0');
    expect(within(screen.getByTestId('chart-by-category')).getByText(FINANCE_UI_TEXTS.noChartData)).toBeTruthy();
    expect(within(screen.getByTestId('chart-by-month')).getByText(FINANCE_UI_TEXTS.noChartData)).toBeTruthy();

    expect(await screen.findByText(FINANCE_UI_TEXTS.noExpenses)).toBeTruthy();
    openTab(FINANCE_UI_TEXTS.income);
    expect(await screen.findByText(FINANCE_UI_TEXTS.noIncome)).toBeTruthy();
    openTab(FINANCE_UI_TEXTS.budgets);
    expect(await screen.findByText(FINANCE_UI_TEXTS.noBudgets)).toBeTruthy();
  });

  it('reads this month when the address asks for a period outside the stored years', async () => {
    const thisMonth = monthPeriod(todayIso());
    const monthQuery = `?from=${thisMonth.from}&to=${thisMonth.to}`;
    const calls = mockApi({
      [`${FINANCE_API.summary}${monthQuery}`]: ok(emptySummary()),
      [`${FINANCE_API.expenses}${monthQuery}`]: ok([]),
      [`${FINANCE_API.income}${monthQuery}`]: ok([]),
      [FINANCE_API.budgets]: ok([]),
    });
    renderFinance('/expenses?from=0000-01-01&to=9999-12-31');
    expect(await screen.findByText(FINANCE_UI_TEXTS.noExpenses)).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain(`${FINANCE_API.summary}${monthQuery}`);
    expect(calls.some((call) => call.path.includes('0000-01-01') || call.path.includes('9999-12-31'))).toBe(false);
  });

  it('lists the expenses of the period in rupees with their category', async () => {
    mockApi(answers({ [`${FINANCE_API.expenses}${query}`]: ok([newExpense({ amountPaise: 125050, category: 'travel', description: 'Bus to Pune' })]) }));
    renderFinance(DASHBOARD);
    const row = (await screen.findByText('Bus to Pune')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Travel')).toBeTruthy();
    expect(within(row).getByText('₹1,250.50')).toBeTruthy();
    expect(within(row).getByText('Nov 2, 2026')).toBeTruthy();
  });

  it('offers New Expense, Edit and Delete only to those allowed to change finances', async () => {
    mockApi(answers({ [`${FINANCE_API.expenses}${query}`]: ok([newExpense({ description: 'Nets' })]) }));
    renderFinance(DASHBOARD, { role: 'member', permissions: [readonlyRow] });
    const row = (await screen.findByText('Nets')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: FINANCE_UI_TEXTS.view })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: FINANCE_UI_TEXTS.edit })).toBeNull();
    expect(within(row).queryByRole('button', { name: FINANCE_UI_TEXTS.delete })).toBeNull();
    expect(screen.queryByRole('button', { name: FINANCE_UI_TEXTS.newExpense })).toBeNull();
  });
});

/** jsdom's Blob has no text(); FileReader reads it. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('CSV export', () => {
  it('downloads the expenses and income of the period, named after it', async () => {
    const expense = newExpense({ description: 'Stumps' });
    mockApi(answers({ [`${FINANCE_API.expenses}${query}`]: ok([expense]) }));
    const files: { name: string; blob: Blob }[] = [];
    let pending: Blob | null = null;
    URL.createObjectURL = (blob: Blob) => {
      pending = blob;
      return 'blob:finance';
    };
    URL.revokeObjectURL = () => undefined;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: pending as Blob });
    });
    renderFinance(DASHBOARD);
    await screen.findByText('Stumps');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(FINANCE_UI_TEXTS.exportCsv) }));
    click.mockRestore();
    expect(files.map((file) => file.name)).toEqual(['finance-2026-11-01-to-2026-11-30.csv']);
    expect(await readText(files[0].blob)).toBe(financeCsv([expense], []));
  });
});

describe('Budget progress', () => {
  it('warns at 80 % and at 100 % of a budget and stays quiet below', async () => {
    const below = newBudget(100000, 79999, { name: 'Balls' });
    const near = newBudget(100000, 80000, { name: 'Travel' });
    const reached = newBudget(100000, 100000, { name: 'Food' });
    mockApi(answers({ [FINANCE_API.budgets]: ok([below, near, reached]) }));
    renderFinance(`${DASHBOARD}&tab=budgets`);

    const card = async (name: string) => (await screen.findByText(name)).closest('[data-testid="budget-card"]') as HTMLElement;
    const alertOf = (element: HTMLElement) => element.querySelector('.ant-alert');

    expect(alertOf(await card('Balls'))).toBeNull();
    expect(within(await card('Balls')).getByText('79%')).toBeTruthy();

    expect(within(await card('Travel')).getByText(BUDGET_WARNINGS.nearLimit(80))).toBeTruthy();
    expect(alertOf(await card('Travel'))?.className).toContain('ant-alert-warning');

    expect(within(await card('Food')).getByText(BUDGET_WARNINGS.limitReached(100))).toBeTruthy();
    expect(alertOf(await card('Food'))?.className).toContain('ant-alert-error');
  });
});
