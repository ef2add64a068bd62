import { COMMERCE_API, type BillingAnalyticsResponse, type BillingTotals } from '@cricket/contracts';
import { mockApi, ok, testUser } from '@cricket/shell-sdk/testing';
import { screen, within } from '@testing-library/react';
import { renderCommerce } from '../../test/renderCommerce';
import { BILLING_TEXTS, COMMON_TEXTS } from '../../texts';

jest.setTimeout(30_000);

const totals = (collectedPaise: number, outstandingPaise: number, rate: number): BillingTotals => ({
  collectedPaise,
  outstandingPaise,
  overduePaise: 0,
  waivedPaise: 0,
  collectionRatePercent: rate,
  counts: { pending: 0, paid: 0, overdue: 0, waived: 0 },
});

const analytics: BillingAnalyticsResponse = {
  ...totals(150000, 300000, 33),
  overduePaise: 100000,
  waivedPaise: 50000,
  byPeriod: [{ period: '2026-11', ...totals(150000, 300000, 33) }],
};

function statistic(title: string): string {
  const card = screen
    .getAllByText(title)
    .map((element) => element.closest('.ant-statistic'))
    .find(Boolean) as HTMLElement;
  return within(card).getByText((_, element) => element?.classList.contains('ant-statistic-content-value') ?? false).textContent ?? '';
}

describe('Billing analytics (/billing-cycles/analytics)', () => {
  it('shows collected, outstanding, overdue, waived and the collection rate in rupees', async () => {
    mockApi({ [COMMERCE_API.billingAnalytics]: ok(analytics) });
    renderCommerce('/billing-cycles/analytics');
    expect(await screen.findByRole('img', { name: `${BILLING_TEXTS.collected} / ${BILLING_TEXTS.outstanding}` })).toBeTruthy();
    expect(statistic(BILLING_TEXTS.collected)).toBe('₹1,500');
    expect(statistic(BILLING_TEXTS.outstanding)).toBe('₹3,000');
    expect(statistic(BILLING_TEXTS.overdue)).toBe('₹1,000');
    expect(statistic(BILLING_TEXTS.waived)).toBe('₹500');
    expect(statistic(BILLING_TEXTS.collectionRate)).toBe('33%');
    expect(screen.getByText('Nov 2026 Collected: ₹1,500')).toBeTruthy();
    expect(screen.getByText('Nov 2026 Outstanding: ₹3,000')).toBeTruthy();
  });

  it('is hidden from players (core §6) and reads nothing', async () => {
    const calls = mockApi({ [COMMERCE_API.billingAnalytics]: ok(analytics) });
    renderCommerce('/billing-cycles/analytics', { user: testUser({ role: 'player' }), role: 'member' });
    expect(await screen.findByText(COMMON_TEXTS.hiddenForPlayers)).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith(COMMERCE_API.billingAnalytics))).toBe(false);
  });
});
