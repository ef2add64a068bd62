import type { Page } from 'playwright-core';
import { registerUser, useJourney } from '../harness';

/** The value a Platform Statistics figure shows, read by its label. */
async function figure(page: Page, label: string): Promise<number> {
  const statistic = page.locator('.ant-statistic').filter({ has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${label}$`) }) });
  const text = await statistic.locator('.ant-statistic-content-value').innerText();
  return Number(text.replace(/,/g, ''));
}

/** Reloads /about-us until the figure reads `expected` (statistics follow events, a moment after the change). */
async function waitForFigure(page: Page, label: string, expected: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    await page.reload();
    await page.getByText('Platform Statistics').waitFor();
    await page.locator('.ant-statistic-title', { hasText: new RegExp(`^${label}$`) }).waitFor();
    const value = await figure(page, label);
    if (value === expected) return;
    if (Date.now() > deadline) throw new Error(`${label} stayed at ${value}, expected ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('About: platform statistics', () => {
  const journey = useJourney();

  it('shows figures that change after new activity, to a signed-out visitor', async () => {
    const { session } = await registerUser(journey.baseUrl, { role: 'coach' });
    const page = await journey.browser.newPage();
    await page.goto(`${journey.baseUrl}/about-us`);
    await waitForFigure(page, 'Coaches', 1);
    const users = await figure(page, 'Registered Users');
    const teams = await figure(page, 'Teams');

    await registerUser(journey.baseUrl, { role: 'umpire' });
    const created = await session.request('POST', '/api/my/teams', { name: 'Statistics Strikers', shortName: 'STS' });
    expect(created.status).toBe(201);

    await waitForFigure(page, 'Registered Users', users + 1);
    await waitForFigure(page, 'Umpires', 1);
    await waitForFigure(page, 'Teams', teams + 1);
    await page.context().close();
  });
});
