import { BILLING_MESSAGES } from './messages';
import {
  addPeriods,
  billingDueDate,
  billingPeriodProblem,
  generationPeriodProblem,
  latestBillingPeriod,
  billingGroupKey,
  cycleStatusOn,
  isBilledInPeriod,
  isBillingPeriod,
  parseBillingGroupKey,
  periodBounds,
  periodsBetween,
} from './billing';

describe('billing periods', () => {
  it('accepts months written YYYY-MM only', () => {
    expect(isBillingPeriod('2026-11')).toBe(true);
    expect(isBillingPeriod('2026-13')).toBe(false);
    expect(isBillingPeriod('2026-1')).toBe(false);
    expect(isBillingPeriod(202611)).toBe(false);
  });

  it('knows month bounds, leap years and year ends', () => {
    expect(periodBounds('2028-02')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(periodBounds('2026-12')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(addPeriods('2026-11', 3)).toBe('2027-02');
    expect(addPeriods('2026-01', -1)).toBe('2025-12');
    expect(periodsBetween('2026-11', '2027-01')).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(periodsBetween('2026-11', '2026-10')).toEqual([]);
  });

  it('a cycle is due a week after its period starts, or a week after it was generated when that is later', () => {
    expect(billingDueDate('2026-11', '2026-10-25')).toBe('2026-11-08');
    expect(billingDueDate('2026-11', '2026-11-01')).toBe('2026-11-08');
    expect(billingDueDate('2026-11', '2026-11-21')).toBe('2026-11-28');
    expect(billingDueDate('2020-03', '2026-11-21')).toBe('2026-11-28');
  });

  it('checks a period filter for its format and years, and a generated one for being at most next month', () => {
    expect(billingPeriodProblem('2026-11')).toBeNull();
    expect(billingPeriodProblem('2026-13')).toBe(BILLING_MESSAGES.period);
    expect(billingPeriodProblem('1999-12')).toBe(BILLING_MESSAGES.periodYears);
    expect(billingPeriodProblem('3000-01')).toBe(BILLING_MESSAGES.periodYears);
    expect(latestBillingPeriod('2026-12-31')).toBe('2027-01');
    expect(generationPeriodProblem('2020-03', '2026-11-21')).toBeNull();
    expect(generationPeriodProblem('2027-01', '2026-12-31')).toBeNull();
    expect(generationPeriodProblem('2027-02', '2026-12-31')).toBe(BILLING_MESSAGES.periodAfterNextMonth('2027-01'));
  });

  it('bills monthly plans every month, quarterly every third, yearly every twelfth, from the start month', () => {
    expect(isBilledInPeriod('2026-11-20', 'monthly', '2026-11')).toBe(true);
    expect(isBilledInPeriod('2026-11-20', 'monthly', '2026-10')).toBe(false);
    expect(isBilledInPeriod('2026-11-20', 'quarterly', '2027-02')).toBe(true);
    expect(isBilledInPeriod('2026-11-20', 'quarterly', '2027-01')).toBe(false);
    expect(isBilledInPeriod('2026-11-20', 'yearly', '2027-11')).toBe(true);
    expect(isBilledInPeriod('2026-11-20', 'yearly', '2027-05')).toBe(false);
  });

  it('group keys join a period and a plan and read back', () => {
    expect(billingGroupKey('2026-11', 3)).toBe('2026-11_3');
    expect(parseBillingGroupKey('2026-11_3')).toEqual({ period: '2026-11', planId: 3 });
    expect(parseBillingGroupKey('2026-13_3')).toBeNull();
    expect(parseBillingGroupKey('2026-11_x')).toBeNull();
    expect(parseBillingGroupKey('2026-11_0')).toBeNull();
  });

  it('a pending cycle past its due date reads as overdue', () => {
    expect(cycleStatusOn('pending', '2026-11-08', '2026-11-09')).toBe('overdue');
    expect(cycleStatusOn('pending', '2026-11-08', '2026-11-08')).toBe('pending');
    expect(cycleStatusOn('paid', '2026-11-08', '2026-12-01')).toBe('paid');
    expect(cycleStatusOn('waived', '2026-11-08', '2026-12-01')).toBe('waived');
  });
});
