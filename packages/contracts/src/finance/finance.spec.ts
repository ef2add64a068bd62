import { budgetProgress } from './budget';
import { csvCell, financeCsv } from './csv';
import { FINANCE_MESSAGES } from './messages';
import type { ExpenseResponse, IncomeResponse } from './model';
import { monthsOf, parsePeriod, previousPeriod } from './period';
import { problemOf } from '../validation/schema';
import { budgetBody, expenseBody } from './validation';

const validateExpensePayload = (body: object) => problemOf(expenseBody, body);
const validateBudgetPayload = (body: object) => problemOf(budgetBody, body);

describe('finance validation', () => {
  const expense = { amountPaise: 50000, category: 'equipment', date: '2026-11-02' };

  it('accepts a complete expense', () => {
    expect(validateExpensePayload(expense)).toBeNull();
  });

  it('refuses a negative amount and a missing category with their messages', () => {
    expect(validateExpensePayload({ ...expense, amountPaise: -100 })).toBe(FINANCE_MESSAGES.amountNegative);
    expect(validateExpensePayload({ ...expense, category: undefined })).toBe(FINANCE_MESSAGES.categoryRequired);
    expect(validateExpensePayload({ ...expense, category: 'snacks' })).toBe(FINANCE_MESSAGES.categoryChoice);
    expect(validateExpensePayload({ ...expense, amountPaise: 10.5 })).toBe(FINANCE_MESSAGES.amountWhole);
  });

  it.each(['0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31'])('refuses the date %s, outside the stored years', (date) => {
    expect(validateExpensePayload({ ...expense, date })).toBe(FINANCE_MESSAGES.dateYears);
  });

  it('refuses a budget that ends before it starts', () => {
    const budget = { name: 'Kit', category: 'equipment', amountPaise: 100000, startDate: '2026-11-30', endDate: '2026-11-01' };
    expect(validateBudgetPayload(budget)).toBe(FINANCE_MESSAGES.endBeforeStart);
    expect(validateBudgetPayload({ ...budget, endDate: '2026-12-31' })).toBeNull();
  });
});

describe('budgetProgress', () => {
  it('warns from 80 % and again from 100 %', () => {
    expect(budgetProgress(79_999, 100_000)).toMatchObject({ level: 'ok', percentUsed: 79, warning: null });
    expect(budgetProgress(80_000, 100_000)).toMatchObject({ level: 'warning', percentUsed: 80, remainingPaise: 20_000 });
    expect(budgetProgress(80_000, 100_000).warning).toBe('Warning: 80% of this budget has been spent');
    expect(budgetProgress(100_000, 100_000)).toMatchObject({ level: 'exceeded', remainingPaise: 0 });
    expect(budgetProgress(125_000, 100_000)).toMatchObject({ level: 'exceeded', percentUsed: 125, remainingPaise: -25_000 });
  });
});

describe('periods', () => {
  it('compares whole months with the same months before them', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-06-30' })).toEqual({ from: '2025-07-01', to: '2025-12-31' });
  });

  it('compares other periods with the same number of days before them', () => {
    expect(previousPeriod({ from: '2026-03-10', to: '2026-03-19' })).toEqual({ from: '2026-02-28', to: '2026-03-09' });
  });

  it('lists the months of a period and parses query periods', () => {
    expect(monthsOf({ from: '2025-11-15', to: '2026-02-01' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(parsePeriod(undefined, undefined, '2026-11-21')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(parsePeriod('2026-11-30', '2026-11-01', '2026-11-21')).toEqual({ message: FINANCE_MESSAGES.periodOrder });
    expect(parsePeriod('0000-01-01', '2026-11-01', '2026-11-21')).toEqual({ message: FINANCE_MESSAGES.periodYears });
    expect(parsePeriod('2026-11-01', '9999-12-31', '2026-11-21')).toEqual({ message: FINANCE_MESSAGES.periodYears });
  });
});

describe('finance CSV', () => {
  it('quotes commas and neutralises formulas', () => {
    expect(csvCell('Bats, balls')).toBe('"Bats, balls"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
  });

  it('writes a header and rows by date', () => {
    const base = { workspaceId: 1, createdAt: '', updatedAt: '', description: null, paymentMethod: null };
    const expense: ExpenseResponse = { ...base, id: 1, amountPaise: 125050, category: 'ground_rent', date: '2026-11-03', vendor: 'Oval', createdBy: 1 };
    const income: IncomeResponse = {
      ...base,
      id: 2,
      amountPaise: 50000,
      source: 'ground_bookings',
      date: '2026-11-01',
      payer: null,
      originType: 'ground_booking',
      originId: '9',
      createdBy: null,
    };
    expect(financeCsv([expense], [income]).split('\r\n')).toEqual([
      'Type,Date,Category or Source,Description,Vendor or Payer,Payment Method,Amount (INR)',
      'Income,2026-11-01,Ground Bookings,,,,500.00',
      'Expense,2026-11-03,Ground Rent,,Oval,,1250.50',
      '',
    ]);
  });
});
