import type { Locator, Page } from 'playwright-core';
import { chooseOption, registerUser, useJourney, type NewUser } from '../harness';

jest.setTimeout(180_000);


/** A browser signed in as a freshly registered user, admin of a workspace of their own. */
async function signedInPage(baseUrl: string, newPage: () => Promise<Page>, overrides: Partial<NewUser> = {}) {
  const { session, user } = await registerUser(baseUrl, overrides);
  const page = await newPage();
  const [name, value] = session.cookie.split('=');
  await page.context().addCookies([{ name, value, url: baseUrl }]);
  return { page, user };
}

/** The value of the antd Statistic titled `title`, once it reads `expected`. */
async function statisticReads(page: Page, title: string, expected: string): Promise<string> {
  const value = page.locator('.ant-statistic', { has: page.locator('.ant-statistic-title', { hasText: new RegExp(`^${title}$`) }) }).locator('.ant-statistic-content-value');
  await value.filter({ hasText: new RegExp(`^${expected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).waitFor();
  return value.innerText();
}

const row = (page: Page, text: string): Locator => page.locator('tr', { hasText: text });

describe('commerce: catalog and orders, listings, subscriptions and billing', () => {
  const journey = useJourney();
  const newPage = async () => (await journey.browser.newContext()).newPage();

  it('a seller lists a bat, a buyer from another workspace orders it, the seller confirms and ships, the buyer sees Shipped', async () => {
    const { baseUrl } = journey;
    const seller = await signedInPage(baseUrl, newPage);
    const buyer = await signedInPage(baseUrl, newPage);
    const batName = `Grade 1 English Willow ${Date.now().toString(36)}`;

    await seller.page.goto(`${baseUrl}/catalog/create`);
    await seller.page.getByRole('heading', { name: 'List a Product' }).waitFor();
    await seller.page.getByLabel('Name', { exact: true }).fill(batName);
    await chooseOption(seller.page, 'Category', 'Bats');
    await seller.page.getByLabel('Price (₹)').fill('4500');
    await seller.page.getByLabel('Stock').fill('2');
    await seller.page.getByRole('button', { name: 'Save Product' }).click();
    await seller.page.waitForURL(/\/catalog\/\d+$/, { waitUntil: 'commit' });
    const productUrl = seller.page.url();
    await seller.page.getByText('2 in stock').waitFor();

    await buyer.page.goto(`${baseUrl}/catalog`);
    await buyer.page.getByLabel('Search products').fill(batName);
    await buyer.page.getByLabel('Search products').press('Enter');
    await buyer.page.getByRole('button', { name: `Add to Cart ${batName}` }).click();
    await buyer.page.getByRole('button', { name: /Cart \(1\)/ }).waitFor();
    // The cart outlives a reload.
    await buyer.page.reload();
    await buyer.page.getByRole('button', { name: /Cart \(1\)/ }).click();
    await buyer.page.getByRole('button', { name: 'Checkout' }).click();
    const checkout = buyer.page.getByRole('dialog', { name: 'Checkout' });
    await checkout.getByLabel('Contact phone').fill('9876543210');
    await checkout.getByLabel('Delivery address').fill('12 Pavilion Road');
    await checkout.getByLabel('City').fill('Pune');
    await checkout.getByRole('button', { name: 'Place Order' }).click();
    await buyer.page.waitForURL(/\/catalog\/orders\/\d+$/, { waitUntil: 'commit' });
    const orderUrl = buyer.page.url();
    const orderId = orderUrl.split('/').pop() as string;
    await buyer.page.getByText(`Order #${orderId}`).waitFor();
    await buyer.page.getByText('Pending', { exact: true }).first().waitFor();

    await seller.page.goto(`${baseUrl}/catalog/workspace-orders`);
    const order = seller.page.locator('tr', { has: seller.page.getByRole('link', { name: `#${orderId}`, exact: true }) });
    await order.getByRole('button', { name: 'Confirm' }).click();
    await order.getByText('Confirmed', { exact: true }).waitFor();
    await order.getByRole('button', { name: 'Ship' }).click();
    await order.getByText('Shipped', { exact: true }).waitFor();
    expect(await order.getByRole('button', { name: 'Confirm' }).count()).toBe(0);

    // The stock went down by the ordered quantity.
    await seller.page.goto(productUrl);
    await seller.page.getByText('1 in stock').waitFor();

    await buyer.page.goto(orderUrl);
    await buyer.page.getByText('Shipped', { exact: true }).waitFor();
    await buyer.page.goto(`${baseUrl}/catalog/orders`);
    await buyer.page.locator('tr', { hasText: batName }).getByText('Shipped', { exact: true }).waitFor();
  });

  it("a member posts 'Hunting for an umpire' and a member of another workspace responds; the author sees the response", async () => {
    const { baseUrl } = journey;
    const author = await signedInPage(baseUrl, newPage);
    const responder = await signedInPage(baseUrl, newPage);
    const title = `Hunting for an umpire ${Date.now().toString(36)}`;

    await author.page.goto(`${baseUrl}/listings/create`);
    await chooseOption(author.page, 'Type', 'Umpire');
    await author.page.getByLabel('Title').fill(title);
    await author.page.getByLabel('Location', { exact: true }).fill('Shivaji Park, Mumbai');
    await author.page.getByRole('button', { name: 'Save Listing' }).click();
    await author.page.waitForURL(/\/listings\/\d+$/, { waitUntil: 'commit' });
    const listingUrl = author.page.url();
    await author.page.getByText('No responses yet.').waitFor();

    await responder.page.goto(`${baseUrl}/listings`);
    await chooseOption(responder.page, 'Type', 'Umpire');
    await responder.page.getByRole('link', { name: title }).click();
    await responder.page.waitForURL(listingUrl, { waitUntil: 'commit' });
    await responder.page.getByLabel('Message').fill('Certified umpire, free on Sundays.');
    await responder.page.getByRole('button', { name: 'Send Response' }).click();
    await responder.page.locator('.ant-card', { hasText: 'Your responses' }).getByText('Certified umpire, free on Sundays.').waitFor();

    await author.page.reload();
    const responses = author.page.locator('.ant-card', { has: author.page.getByText('Responses', { exact: true }) });
    await responses.getByText('Certified umpire, free on Sundays.').waitFor();
    await responses.getByText(new RegExp(`^${responder.user.name} · `)).waitFor();
  });

  it('an admin creates a plan, adds two subscribers, generates this month, marks one paid and sees the analytics change', async () => {
    const { baseUrl } = journey;
    const admin = await signedInPage(baseUrl, newPage, { role: 'general' });
    const { page } = admin;
    const plan = `Gold ${Date.now().toString(36)}`;

    await page.goto(`${baseUrl}/subscription-plans/new`);
    await page.getByLabel('Plan name').fill(plan);
    await page.getByLabel('Price (₹)').fill('500');
    await page.getByRole('button', { name: 'Save Plan' }).click();
    await page.waitForURL(/\/subscription-plans$/, { waitUntil: 'commit' });
    await page.locator('.ant-card', { hasText: plan }).waitFor();

    for (const name of ['Rahul Dravid', 'Anil Kumble']) {
      await page.goto(`${baseUrl}/subscribers/new`);
      await chooseOption(page, 'Plan', `${plan} (₹500 Monthly)`);
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByRole('button', { name: 'Save Subscriber' }).click();
      await page.waitForURL(/\/subscribers\/view\/\d+$/, { waitUntil: 'commit' });
      await page.locator('.ant-card-head', { hasText: name }).waitFor();
    }

    await page.goto(`${baseUrl}/subscription-manager`);
    expect(await statisticReads(page, 'Active subscribers', '2')).toBe('2');
    expect(await statisticReads(page, 'Monthly recurring revenue', '₹1,000')).toBe('₹1,000');

    await page.goto(`${baseUrl}/billing-cycles/generate`);
    await page.locator('form#generate-cycles').getByRole('button', { name: 'Generate Cycles' }).click();
    await page.getByText('2 created, 0 already existed.').first().waitFor();

    await page.goto(`${baseUrl}/billing-cycles/analytics`);
    expect(await statisticReads(page, 'Collected', '₹0')).toBe('₹0');
    expect(await statisticReads(page, 'Outstanding', '₹1,000')).toBe('₹1,000');

    await page.goto(`${baseUrl}/billing-cycles`);
    await page.getByRole('button', { name: 'Mark Paid Rahul Dravid' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark Paid' }).click();
    await row(page, 'Rahul Dravid').getByText('Paid', { exact: true }).waitFor();

    await page.goto(`${baseUrl}/billing-cycles/analytics`);
    expect(await statisticReads(page, 'Collected', '₹500')).toBe('₹500');
    expect(await statisticReads(page, 'Outstanding', '₹500')).toBe('₹500');
    expect(await statisticReads(page, 'Collection rate', '50%')).toBe('50%');
  });
});
