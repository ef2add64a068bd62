import { parseWith } from '../validation/schema';
import { FINANCE_MESSAGES } from './messages';
import { budgetBody, expenseBody, expenseListQuery, financePeriodQuery } from './validation';

describe('finance schemas', () => {
  const expense = { amountPaise: 50000, category: 'equipment', date: '2026-11-02' };

  it('normalises an expense: amounts from decimal text, trimmed choices, blank optionals as null, unknown keys dropped', () => {
    expect(parseWith(expenseBody, { ...expense, amountPaise: ' 1250 ', category: ' food ', description: '  ', vendor: ' Hub ', paymentMethod: ' upi ', extra: 1 })).toEqual({
      ok: true,
      value: { amountPaise: 1250, category: 'food', date: '2026-11-02', description: null, vendor: 'Hub', paymentMethod: 'upi' },
    });
    expect(parseWith(expenseBody, { ...expense, paymentMethod: '   ' })).toMatchObject({ ok: true, value: { paymentMethod: null } });
  });

  it('leaves a left-out optional field out, so an edit keeps what is stored', () => {
    expect(parseWith(expenseBody, expense)).toEqual({ ok: true, value: { amountPaise: 50000, category: 'equipment', date: '2026-11-02' } });
  });

  it('answers each wrong value with its message', () => {
    expect(parseWith(expenseBody, {})).toEqual({ ok: false, message: FINANCE_MESSAGES.amountRequired });
    expect(parseWith(expenseBody, { ...expense, amountPaise: '1e3' })).toEqual({ ok: false, message: FINANCE_MESSAGES.amountRequired });
    expect(parseWith(expenseBody, { ...expense, amountPaise: 0 })).toEqual({ ok: false, message: FINANCE_MESSAGES.amountZero });
    expect(parseWith(expenseBody, { ...expense, amountPaise: -1.5 })).toEqual({ ok: false, message: FINANCE_MESSAGES.amountNegative });
    expect(parseWith(expenseBody, { ...expense, amountPaise: 1e10 })).toEqual({ ok: false, message: FINANCE_MESSAGES.amountTooLarge });
    expect(parseWith(expenseBody, { ...expense, category: '  ' })).toEqual({ ok: false, message: FINANCE_MESSAGES.categoryRequired });
    expect(parseWith(expenseBody, { ...expense, category: 5 })).toEqual({ ok: false, message: FINANCE_MESSAGES.categoryChoice });
    expect(parseWith(expenseBody, { ...expense, date: 20261102 })).toEqual({ ok: false, message: FINANCE_MESSAGES.dateFormat });
    expect(parseWith(expenseBody, { ...expense, vendor: 5 })).toEqual({ ok: false, message: FINANCE_MESSAGES.textTooLong('Vendor') });
    expect(parseWith(expenseBody, { ...expense, paymentMethod: 'barter' })).toEqual({ ok: false, message: FINANCE_MESSAGES.paymentMethodChoice });
  });

  it("checks a budget's period once its fields are valid", () => {
    const budget = { name: 'Kit', category: 'equipment', amountPaise: 100000, startDate: 'soon', endDate: '2026-10-01' };
    expect(parseWith(budgetBody, budget)).toEqual({ ok: false, message: FINANCE_MESSAGES.dateFormat });
    expect(parseWith(budgetBody, { ...budget, startDate: '2026-11-01', endDate: undefined })).toEqual({ ok: false, message: FINANCE_MESSAGES.endDateRequired });
  });

  it('reads query periods: this month by default, none for a list, a repeated key as a wrong format', () => {
    expect(parseWith(financePeriodQuery, {})).toMatchObject({ ok: true, value: { period: { from: expect.stringMatching(/-01$/) } } });
    expect(parseWith(expenseListQuery, { category: 'snacks' })).toEqual({ ok: true, value: { period: null } });
    expect(parseWith(expenseListQuery, { from: '2026-11-01', to: '2026-11-30', category: 'food' })).toEqual({
      ok: true,
      value: { period: { from: '2026-11-01', to: '2026-11-30' }, category: 'food' },
    });
    expect(parseWith(financePeriodQuery, { from: ['2026-11-01', '2026-12-01'] })).toEqual({ ok: false, message: FINANCE_MESSAGES.periodFormat });
    expect(parseWith(financePeriodQuery, { from: ['2026-11-01'], to: '1999-12-31' })).toEqual({ ok: false, message: FINANCE_MESSAGES.periodYears });
  });
});
