import { billingTotals, churnRatePercent, monthlyPricePaise, monthlyRecurringRevenuePaise, runningAtEndOf } from './analytics';

describe('subscription and billing analytics', () => {
  it('normalises quarterly and yearly prices to a month', () => {
    expect(monthlyPricePaise(30_000, 'monthly')).toBe(30_000);
    expect(monthlyPricePaise(90_000, 'quarterly')).toBe(30_000);
    expect(monthlyPricePaise(100_000, 'yearly')).toBe(8_333);
  });

  it('counts only active subscriptions in monthly recurring revenue', () => {
    expect(
      monthlyRecurringRevenuePaise([
        { status: 'active', pricePaise: 50_000, period: 'monthly' },
        { status: 'active', pricePaise: 120_000, period: 'yearly' },
        { status: 'active', pricePaise: 30_000, period: 'quarterly' },
        { status: 'paused', pricePaise: 50_000, period: 'monthly' },
        { status: 'cancelled', pricePaise: 50_000, period: 'monthly' },
      ]),
    ).toBe(50_000 + 10_000 + 10_000);
    expect(monthlyRecurringRevenuePaise([])).toBe(0);
  });

  it('churn is the percent of subscriptions running at the month start that were cancelled in it', () => {
    const subs = [
      { startDate: '2026-09-01', cancelledOn: null },
      { startDate: '2026-09-15', cancelledOn: '2026-11-10' },
      { startDate: '2026-10-01', cancelledOn: '2026-10-20' }, // gone before November
      { startDate: '2026-10-05', cancelledOn: null },
      { startDate: '2026-11-03', cancelledOn: '2026-11-04' }, // joined during November: not in the base
    ];
    expect(churnRatePercent(subs, '2026-11')).toBe(33.3);
    expect(churnRatePercent(subs, '2026-10')).toBe(0);
    expect(churnRatePercent([], '2026-11')).toBe(0);
    expect(runningAtEndOf(subs, '2026-11')).toHaveLength(2);
    expect(runningAtEndOf(subs, '2026-10')).toHaveLength(3);
  });

  it('collected is paid; outstanding is pending and overdue; waived is neither', () => {
    const totals = billingTotals([
      { amountPaise: 1000, status: 'paid' },
      { amountPaise: 2000, status: 'pending' },
      { amountPaise: 3000, status: 'overdue' },
      { amountPaise: 4000, status: 'waived' },
      { amountPaise: 1000, status: 'paid' },
    ]);
    expect(totals).toEqual({
      collectedPaise: 2000,
      outstandingPaise: 5000,
      overduePaise: 3000,
      waivedPaise: 4000,
      collectionRatePercent: 29,
      counts: { pending: 1, paid: 2, overdue: 1, waived: 1 },
    });
    expect(billingTotals([]).collectionRatePercent).toBe(0);
  });
});
