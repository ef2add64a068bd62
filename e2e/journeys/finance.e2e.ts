import {
  BUDGET_WARNINGS,
  FINANCE_API,
  FINANCE_MESSAGES,
  GROUND_API,
  type GroundBookingResponse,
  type GroundResponse,
  type IncomeResponse,
} from '@cricket/contracts';
import type { Page } from 'playwright-core';
import { chooseOption, registerUser, useJourney, type ApiSession, type NewUser } from '../harness';

const journey = useJourney();

async function signedInPage(user: NewUser): Promise<Page> {
  const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${journey.baseUrl}/login`);
  await page.getByPlaceholder('Enter your username or email').fill(user.username);
  await page.getByPlaceholder('Enter your password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${journey.baseUrl}/`);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  return page;
}


async function recordExpense(page: Page, rupees: string, category: string) {
  await page.goto(`${journey.baseUrl}/new-expense`);
  await page.getByLabel('Amount (₹)').fill(rupees);
  await chooseOption(page, 'Category', category);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/expenses\?tab=expenses$/);
}

const budgetCard = (page: Page, name: string) => page.locator('[data-testid="budget-card"]').filter({ hasText: name });

/** Waits until the finance service has turned the event into income (events travel through NATS). */
async function waitForIncome(session: ApiSession, originId: number): Promise<IncomeResponse> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { body } = await session.request<IncomeResponse[]>('GET', FINANCE_API.income);
    const entry = Array.isArray(body) ? body.find((i) => i.originType === 'ground_booking' && i.originId === String(originId)) : undefined;
    if (entry) return entry;
    if (Date.now() > deadline) throw new Error(`no income for booking ${originId}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('finance: expenses, budgets and revenue', () => {
  it('a treasurer records expenses and a budget and sees the warning at 80 %', async () => {
    const { user } = await registerUser(journey.baseUrl);
    const page = await signedInPage(user);

    await page.goto(`${journey.baseUrl}/new-budget`);
    await page.getByLabel('Budget Name').fill('Kit for the season');
    await chooseOption(page, 'Category', 'Equipment');
    await page.getByLabel('Amount (₹)').fill('1000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/expenses\?tab=budgets$/);
    await budgetCard(page, 'Kit for the season').getByText('0%', { exact: true }).waitFor();

    // Bad input is refused on the form with the spec'd messages and stores nothing.
    await page.goto(`${journey.baseUrl}/new-expense`);
    await page.getByLabel('Amount (₹)').fill('-50');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(FINANCE_MESSAGES.amountNegative).waitFor();
    await page.getByText(FINANCE_MESSAGES.categoryRequired).waitFor();
    expect(page.url()).toContain('/new-expense');

    await recordExpense(page, '500', 'Equipment');
    await recordExpense(page, '300', 'Equipment');
    await page.getByTestId('total-Total Expenses').getByText('₹800', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Budgets' }).click();
    const card = budgetCard(page, 'Kit for the season');
    await card.getByText(BUDGET_WARNINGS.nearLimit(80)).waitFor();
    expect(await card.locator('.ant-alert-warning').count()).toBe(1);

    // Deleting an expense asks first and the budget follows.
    await page.getByRole('tab', { name: 'Expenses' }).click();
    const row = page.locator('tr').filter({ hasText: '₹300' });
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await page.getByTestId('total-Total Expenses').getByText('₹500', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Budgets' }).click();
    await card.getByText('50%', { exact: true }).waitFor();
    expect(await card.locator('.ant-alert').count()).toBe(0);
    await page.context().close();
  });

  it('a ground booking marked paid appears in the revenue summary', async () => {
    const { user, session } = await registerUser(journey.baseUrl);
    const ground = await session.request<GroundResponse>('POST', GROUND_API.grounds, {
      name: 'Riverside Oval',
      address: '1 River Road',
      city: 'Pune',
      hourlyRate: 1500,
      operatingHours: '9:00 AM - 8:00 PM',
      slotDuration: 60,
    });
    expect(ground.status).toBe(201);
    const booking = await session.request<GroundBookingResponse>('POST', GROUND_API.manualBooking, {
      groundId: ground.body.id,
      date: '2027-03-06',
      timeSlots: ['9:00 AM'],
      purpose: 'match',
      paymentAmount: 250000,
      customerName: 'Deccan XI',
      customerPhone: '9876543210',
    });
    expect(booking.status).toBe(201);
    const paid = await session.request('PATCH', GROUND_API.paymentStatus(booking.body.id), { paymentStatus: 'paid' });
    expect(paid.status).toBe(200);
    await waitForIncome(session, booking.body.id);

    const page = await signedInPage(user);
    await page.goto(`${journey.baseUrl}/revenue-summary`);
    await page.getByTestId('revenue-this').getByText('₹2,500').waitFor();
    expect(await page.getByTestId('revenue-last').innerText()).toBe('₹0');
    const bySource = page.getByTestId('revenue-by-source');
    await bySource.getByText('Ground Bookings').waitFor();
    // The bar is named by its row and series; its amount stands beside it.
    expect(await bySource.getByRole('progressbar', { name: 'Ground Bookings This Period' }).locator('xpath=..').innerText()).toContain('₹2,500');

    // The booking is income of the workspace, listed and read-only in finance.
    await page.goto(`${journey.baseUrl}/expenses?tab=income`);
    const row = page.locator('tr').filter({ hasText: 'Ground Bookings' });
    await row.getByText('₹2,500').waitFor();
    expect(await row.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await page.context().close();
  });
});
