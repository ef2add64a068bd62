import { GROUND_API, GROUND_BOOKING_TABS, GROUND_TEXTS, GROUND_TOASTS, type BookingsAnswer, type GroundBookingResponse } from '@cricket/contracts';
import type { Page } from 'playwright-core';
import { chooseOption, expectNoReload, markWindow, registerUser, socketConnected, useJourney, type ApiSession } from '../harness';

jest.setTimeout(180_000);

/**
 * Issue #7's booking journey and issue #4's cross-browser live update: an admin's workspace with
 * a member in it, and a signed-in user of another workspace watching the grounds.
 */
describe('ground booking', () => {
  const journey = useJourney();
  const url = (path: string) => `${journey.baseUrl}${path}`;

  async function pageFor(session: ApiSession): Promise<Page> {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = session.cookie.split('=');
    await context.addCookies([{ name, value, url: journey.baseUrl }]);
    return context.newPage();
  }

  /** Opens the Ground Booking page with its socket connected, on the given tab. */
  async function openBooking(page: Page, tab: string): Promise<void> {
    const connected = socketConnected(page);
    await page.goto(url('/ground-booking'));
    await connected;
    await page.getByRole('tab', { name: tab }).click();
  }

  const toast = (page: Page, title: string) => page.locator('.ant-notification-notice').filter({ hasText: title });
  const groundCard = (page: Page, groundName: string) => page.getByRole('tabpanel').getByTestId('ground-card').filter({ hasText: groundName });

  it('on a phone, every tab is in view and opens at a tap', async () => {
    const { session } = await registerUser(journey.baseUrl);
    const context = await journey.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const [name, value] = session.cookie.split('=');
    await context.addCookies([{ name, value, url: journey.baseUrl }]);
    const page = await context.newPage();
    await page.goto(url('/ground-booking'));
    // Scrolled sideways, a tab half under antd's overflow button took no tap (issue 22).
    for (const { label } of [...GROUND_BOOKING_TABS].reverse()) {
      const tab = page.getByRole('tab', { name: label });
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await tab.tap();
      await page.getByRole('tab', { name: label, selected: true }).waitFor();
    }
    await context.close();
  });

  it('an admin adds a ground, a member books two slots, the admin confirms and marks it paid, and other browsers follow live', async () => {
    const admin = await registerUser(journey.baseUrl);
    const member = await registerUser(journey.baseUrl);
    const outsider = await registerUser(journey.baseUrl);
    const workspaceId = admin.registered.workspace.id;
    const added = await admin.session.request('POST', `/api/workspaces/${workspaceId}/members`, { username: member.user.username, role: 'member' });
    expect(added.status).toBe(201);
    const switched = await member.session.request('POST', '/api/workspaces/switch', { workspaceId });
    expect(switched.status).toBe(200);

    const [adminPage, memberPage, outsiderPage] = await Promise.all([pageFor(admin.session), pageFor(member.session), pageFor(outsider.session)]);
    const groundName = `Oval ${Date.now().toString(36)}`;

    // The member (same workspace) and the outsider (another workspace) watch Available Grounds.
    for (const watcher of [memberPage, outsiderPage]) {
      await openBooking(watcher, 'Available Grounds');
      await watcher.getByText(GROUND_TEXTS.noGrounds).or(watcher.getByRole('tabpanel').getByTestId('ground-card').first()).waitFor();
      await markWindow(watcher);
    }

    // The admin adds a ground.
    await openBooking(adminPage, 'Manage Grounds');
    await adminPage.getByRole('button', { name: GROUND_TEXTS.addNewGround }).click();
    const groundForm = adminPage.getByRole('dialog');
    await groundForm.getByLabel('Name').fill(groundName);
    await groundForm.getByLabel('Address').fill('1 Marine Drive');
    await groundForm.getByLabel('City').fill('Mumbai');
    await groundForm.getByRole('button', { name: 'Save Ground' }).click();
    // Only the end state: the admin's own socket may replace 'Ground Created' with 'New Ground Added' (one toast at a time).
    await groundCard(adminPage, groundName).waitFor();

    // Both watchers see it without a reload, with the live-update toast.
    for (const watcher of [memberPage, outsiderPage]) {
      await groundCard(watcher, groundName).waitFor();
      await toast(watcher, GROUND_TOASTS.liveGroundCreatedTitle).waitFor();
      await expectNoReload(watcher);
    }

    // The member books 9:00 AM and 10:00 AM from the calendar.
    await memberPage.getByRole('tab', { name: 'Availability Calendar' }).click();
    const calendarRow = memberPage.getByRole('row').filter({ hasText: groundName });
    await calendarRow.getByRole('button', { name: '9:00 AM Available' }).click();
    const bookForm = memberPage.getByRole('dialog');
    await bookForm.getByText('10:00 AM', { exact: true }).click();
    await chooseOption(memberPage, bookForm.getByLabel('Purpose'), 'Team Practice');
    await bookForm.getByRole('button', { name: 'Request Booking' }).click();
    await bookForm.waitFor({ state: 'hidden' });
    await calendarRow.getByLabel('9:00 AM Booked').waitFor();
    await calendarRow.getByLabel('10:00 AM Booked').waitFor();
    await calendarRow.getByLabel('11:00 AM Available').waitFor();

    // The admin sees the request, confirms it and marks it paid.
    await openBooking(adminPage, 'Manage Grounds');
    const request = adminPage.getByRole('row').filter({ hasText: groundName });
    await request.getByText(member.user.name).waitFor();
    await request.getByText('9:00 AM, 10:00 AM').waitFor();
    await request.getByText('Pending', { exact: true }).first().waitFor();
    await request.getByRole('button', { name: /Actions/ }).click();
    await adminPage.getByRole('menuitem', { name: 'Confirm' }).click();
    await request.getByText('Confirmed', { exact: true }).waitFor();
    await request.getByRole('button', { name: /Actions/ }).click();
    await adminPage.getByRole('menuitem', { name: 'Mark as Paid' }).click();
    // Money moves only once the admin confirms.
    const question = adminPage.getByRole('dialog').filter({ hasText: 'Mark this booking as paid?' });
    await question.getByRole('button', { name: 'Mark as Paid' }).click();
    await request.getByText('Paid', { exact: true }).waitFor();

    // The member's My Bookings shows the new badges and no way to cancel.
    await openBooking(memberPage, 'My Bookings');
    const booking = memberPage.getByRole('tabpanel').getByTestId('my-booking-card').filter({ hasText: groundName });
    await booking.getByText('Confirmed', { exact: true }).waitFor();
    await booking.getByText('Paid', { exact: true }).waitFor();
    expect(await booking.getByRole('button', { name: GROUND_TEXTS.cancelBooking }).count()).toBe(0);

    // Nor can the member cancel it through the API: a confirmed booking offers no status change.
    const mine = await member.session.request<BookingsAnswer<GroundBookingResponse>>('GET', GROUND_API.userBookings);
    const booked = mine.body.bookings.find((b) => b.groundName === groundName) as GroundBookingResponse;
    expect(booked).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', timeSlots: ['9:00 AM', '10:00 AM'] });
    const cancel = await member.session.request('PATCH', GROUND_API.bookingStatus(booked.id), { status: 'cancelled' });
    expect(cancel.status).toBe(409);
    const after = await member.session.request<BookingsAnswer<GroundBookingResponse>>('GET', GROUND_API.userBookings);
    expect(after.body.bookings.find((b) => b.id === booked.id)?.status).toBe('confirmed');
  });
});
