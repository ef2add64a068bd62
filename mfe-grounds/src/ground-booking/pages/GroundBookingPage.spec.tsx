import { mockApi, renderGroundBooking, testUser, type Answer } from '../../test/renderGroundBooking';
import {
  BOOKING_MESSAGES,
  GROUND_API,
  GROUND_BOOKING_TABS,
  GROUND_DEFAULTS,
  GROUND_MESSAGES,
  GROUND_TEXTS,
  GROUND_TOASTS,
  type ModulePermission,
} from '@cricket/contracts';
import { requestPathOf } from '@cricket/shell-sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { groundBookingReads } from '../../routes';
import { newBooking, newGround } from '../../test/factories';
import { GROUND_UI_TEXTS } from '../../texts';
import { shiftDays, todayIso } from '../utils/dates';

// jsdom renders antd slowly on this shared machine.
jest.setTimeout(30_000);

const ok = (body: unknown): Answer => ({ status: 200, body });

function answers(overrides: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    [GROUND_API.allGrounds]: ok([]),
    [GROUND_API.ownGrounds]: ok([]),
    [GROUND_API.userBookings]: ok({ bookings: [] }),
    [GROUND_API.allWorkspacesBookings]: ok({ bookings: [] }),
    [GROUND_API.users]: ok([]),
    ...overrides,
  };
}

// Role queries walk antd's whole accessibility tree and are slow in jsdom; these helpers find by text and ids.

/** Opens a tab and answers its panel. */
async function openTab(label: string): Promise<HTMLElement> {
  const tab = screen.getByText(label);
  fireEvent.click(tab);
  const panelId = tab.getAttribute('aria-controls') as string;
  return waitFor(() => {
    const panel = document.getElementById(panelId);
    if (!panel || panel.getAttribute('aria-hidden') !== 'false') throw new Error(`${label} is not open`);
    return panel;
  });
}

/** The button whose visible text is `text`. */
async function findButton(container: HTMLElement, text: string | RegExp): Promise<HTMLButtonElement> {
  return (await within(container).findByText(text)).closest('button') as HTMLButtonElement;
}

async function findDialog(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role="dialog"]') as HTMLElement;
}
let pane: HTMLElement;
const memberRow = (canEdit: boolean): ModulePermission => ({ module: 'grounds', canView: true, canCreate: canEdit, canEdit, canDelete: false });

describe('Ground Booking page', () => {
  it('shows logged-out visitors only the heading and a Login / Register link to /auth that brings them back', async () => {
    mockApi(answers());
    renderGroundBooking({ user: null });
    expect(await screen.findByRole('heading', { name: 'Ground Booking' })).toBeTruthy();
    const link = screen.getByRole('link', { name: GROUND_TEXTS.loginRegister });
    expect(link.getAttribute('href')).toBe(`/auth?next=${encodeURIComponent('/ground-booking')}`);
    expect(document.querySelector('[role="tab"]')).toBeNull();
  });

  it('reads at first what its route declares, so a cold open can ask for it beside the page', async () => {
    const calls = mockApi(answers());
    renderGroundBooking();
    const declared = groundBookingReads().map(requestPathOf);
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(expect.arrayContaining(declared)));
  });

  it('gives signed-in users the five tabs', () => {
    mockApi(answers());
    renderGroundBooking();
    expect([...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(GROUND_BOOKING_TABS.map((tab) => tab.label));
  });

  it('shows the empty text of every tab', async () => {
    mockApi(answers());
    renderGroundBooking();
    pane = await openTab('Available Grounds');
    expect(await within(pane).findByText(GROUND_TEXTS.noGrounds)).toBeTruthy();
    pane = await openTab('My Bookings');
    expect(await within(pane).findByText(GROUND_TEXTS.noMyBookings)).toBeTruthy();
    pane = await openTab('Manage Grounds');
    expect(await within(pane).findByText(GROUND_TEXTS.noManagedGrounds)).toBeTruthy();
    expect(within(pane).getByText(GROUND_TEXTS.noBookingRequests)).toBeTruthy();
    pane = await openTab('Workspace Ground Bookings');
    expect(await within(pane).findByText(GROUND_TEXTS.noWorkspaceBookings)).toBeTruthy();
  });

  it('shows 6, 3, 3 and 5 placeholders while loading', async () => {
    const pending: Record<string, Answer> = {};
    for (const path of [GROUND_API.allGrounds, GROUND_API.ownGrounds, GROUND_API.userBookings, GROUND_API.allWorkspacesBookings]) pending[path] = 'pending';
    mockApi(answers(pending));
    renderGroundBooking();
    pane = await openTab('Available Grounds');
    await waitFor(() => expect(pane.querySelectorAll('[data-testid="ground-skeleton"]')).toHaveLength(6));
    pane = await openTab('My Bookings');
    await waitFor(() => expect(pane.querySelectorAll('[data-testid="booking-skeleton"]')).toHaveLength(3));
    pane = await openTab('Manage Grounds');
    await waitFor(() => expect(pane.querySelectorAll('[data-testid="ground-skeleton"]')).toHaveLength(3));
    pane = await openTab('Workspace Ground Bookings');
    await waitFor(() => expect(pane.querySelectorAll('[data-testid="booking-row-skeleton"]')).toHaveLength(5));
  });
});

describe('Availability Calendar', () => {
  const wankhede = newGround({ name: 'Wankhede Nets', city: 'Mumbai', facilities: 'Natural turf' });
  const pune = newGround({ name: 'Deccan Gymkhana', city: 'Pune', facilities: 'Artificial turf, floodlights' });

  it('marks slots of non-cancelled bookings as Booked and the rest Available', async () => {
    const today = todayIso();
    mockApi(
      answers({
        [GROUND_API.allGrounds]: ok([wankhede]),
        [GROUND_API.allWorkspacesBookings]: ok({
          bookings: [
            { groundId: wankhede.id, date: `${today}T00:00:00.000Z`, timeSlots: ['9:00 AM'], status: 'confirmed' },
            { groundId: wankhede.id, date: today, timeSlots: '["10:00 AM"]', status: 'cancelled' },
          ],
        }),
      }),
    );
    renderGroundBooking();
    expect(await screen.findByLabelText('9:00 AM Booked')).toBeTruthy();
    expect(screen.getByLabelText('10:00 AM Available')).toBeTruthy();
    expect(screen.getByLabelText('11:00 AM Available')).toBeTruthy();
  });

  it('selects the first ground whose name, city or surface type contains the search text, and resets on empty text', async () => {
    mockApi(answers({ [GROUND_API.allGrounds]: ok([wankhede, pune]) }));
    renderGroundBooking();
    await screen.findByText('Wankhede Nets');
    const search = screen.getByPlaceholderText('Search for location, ground or surface type');

    fireEvent.change(search, { target: { value: 'pune' } });
    await waitFor(() => expect(screen.queryByText('Wankhede Nets')).toBeNull());
    expect(screen.getAllByText('Deccan Gymkhana').length).toBeGreaterThan(0);

    fireEvent.change(search, { target: { value: 'natural' } });
    await waitFor(() => expect(screen.queryByTestId('calendar-ground-card')?.textContent).toContain('Wankhede Nets'));

    fireEvent.change(search, { target: { value: '' } });
    await waitFor(() => expect(screen.getAllByTestId('calendar-ground-card')).toHaveLength(2));
  });

  it('hides grounds without a free slot when only available slots are shown', async () => {
    const full = newGround({ name: 'Full Ground', operatingHours: '9:00 AM - 10:00 AM' });
    mockApi(
      answers({
        [GROUND_API.allGrounds]: ok([full, pune]),
        [GROUND_API.allWorkspacesBookings]: ok([{ groundId: full.id, date: todayIso(), timeSlots: ['9:00 AM'], status: 'pending' }]),
      }),
    );
    renderGroundBooking();
    expect(await screen.findByLabelText('9:00 AM Booked')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(GROUND_TEXTS.showOnlyAvailable));
    await waitFor(() => expect(screen.queryByText('Full Ground')).toBeNull());
    expect(screen.queryByLabelText(/Booked$/)).toBeNull();
  });

  it('opens the booking dialog with the clicked ground, date and slot preselected', async () => {
    mockApi(answers({ [GROUND_API.allGrounds]: ok([wankhede]) }));
    renderGroundBooking();
    fireEvent.click(await screen.findByLabelText('10:00 AM Available'));
    const dialog = await findDialog('Book Ground');
    expect(within(dialog).getByTitle('Wankhede Nets')).toBeTruthy();
    expect(await within(dialog).findByRole('checkbox', { name: '10:00 AM', checked: true })).toBeTruthy();
  });

  it('books the date and slot that opened the dialog, not those of a dialog closed before', async () => {
    const calls = mockApi(answers({ [GROUND_API.allGrounds]: ok([wankhede]), [`POST ${GROUND_API.bookings}`]: { status: 201, body: {} } }));
    renderGroundBooking();
    fireEvent.click(await screen.findByLabelText('10:00 AM Available'));
    fireEvent.click((await findDialog('Book Ground')).querySelector('.ant-modal-close') as HTMLElement);
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-form')).toBeNull());

    fireEvent.click(screen.getByText(GROUND_TEXTS.nextDay).closest('button') as HTMLElement);
    fireEvent.click(await screen.findByLabelText('11:00 AM Available'));
    const dialog = await findDialog('Book Ground');
    fireEvent.mouseDown(within(dialog).getByLabelText('Purpose'));
    fireEvent.click(await screen.findByTitle('Team Practice'));
    fireEvent.click(within(dialog).getByText('Request Booking').closest('button') as HTMLElement);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      expect.objectContaining({ groundId: wankhede.id, date: shiftDays(todayIso(), 1), timeSlots: ['11:00 AM'] }),
    ]));
  });
});

describe('Book Ground dialog', () => {
  const ground = newGround({ name: 'Oval Maidan' });

  async function openDialog() {
    mockApi(answers({ [GROUND_API.allGrounds]: ok([ground]) }));
    renderGroundBooking();
    pane = await openTab('Available Grounds');
    fireEvent.click(await findButton(pane, GROUND_TEXTS.bookNow));
    return findDialog('Book Ground');
  }

  it('shows the §5 messages and the Time Slots Required toast for an empty request', async () => {
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByText('Request Booking').closest('button') as HTMLElement);
    expect(await within(dialog).findByText(BOOKING_MESSAGES.timeSlots)).toBeTruthy();
    expect(within(dialog).getByText(BOOKING_MESSAGES.purpose)).toBeTruthy();
    expect(await screen.findByText(GROUND_TOASTS.timeSlotsRequiredTitle)).toBeTruthy();
    expect(screen.getByText(GROUND_TOASTS.timeSlotsRequired)).toBeTruthy();
    expect(within(dialog).getByText(GROUND_TEXTS.onlyOfflinePayment)).toBeTruthy();
  });

  it('submits a pending offline request and shows Booking Requested', async () => {
    const dialog = await openDialog();
    const calls = mockApi(answers({ [GROUND_API.allGrounds]: ok([ground]), [`POST ${GROUND_API.bookings}`]: { status: 201, body: {} } }));
    fireEvent.click(await within(dialog).findByText('9:00 AM'));
    fireEvent.click(within(dialog).getByText('11:00 AM'));
    fireEvent.mouseDown(within(dialog).getByLabelText('Purpose'));
    fireEvent.click(await screen.findByTitle('Team Practice'));
    fireEvent.click(within(dialog).getByText('Request Booking').closest('button') as HTMLElement);
    expect(await screen.findByText(GROUND_TOASTS.bookingRequested)).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      groundId: ground.id,
      date: todayIso(),
      timeSlots: ['9:00 AM', '11:00 AM'],
      purpose: 'practice',
      paymentMethod: 'offline',
      status: 'pending',
      paymentStatus: 'pending',
    });
  });
});

describe('Booking dates (not in the past, within the ground horizon)', () => {
  /** The calendar moved `days` from today, then a click on a free slot: the Book Ground dialog for that day. */
  async function bookFromCalendar(ground: ReturnType<typeof newGround>, days: number) {
    const calls = mockApi(answers({ [GROUND_API.allGrounds]: ok([ground]) }));
    renderGroundBooking();
    await screen.findAllByText(ground.name);
    const step = screen.getByText(days < 0 ? GROUND_TEXTS.previousDay : GROUND_TEXTS.nextDay).closest('button') as HTMLElement;
    for (let i = 0; i < Math.abs(days); i++) fireEvent.click(step);
    fireEvent.click(await screen.findByLabelText('9:00 AM Available'));
    const dialog = await findDialog('Book Ground');
    fireEvent.mouseDown(within(dialog).getByLabelText('Purpose'));
    fireEvent.click(await screen.findByTitle('Team Practice'));
    fireEvent.click(within(dialog).getByText('Request Booking').closest('button') as HTMLElement);
    return { dialog, calls };
  }

  it('refuses a day in the past with the message and sends nothing', async () => {
    const { dialog, calls } = await bookFromCalendar(newGround({ name: 'Past Oval' }), -1);
    expect(await within(dialog).findByText(BOOKING_MESSAGES.datePast)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("refuses a day beyond the ground's booking horizon with the message and sends nothing", async () => {
    const { dialog, calls } = await bookFromCalendar(newGround({ name: 'Near Nets', bookingHorizonDays: 1 }), 2);
    expect(await within(dialog).findByText(BOOKING_MESSAGES.dateBeyondHorizon(1, shiftDays(todayIso(), 1)))).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('Manage Grounds and Workspace Ground Bookings', () => {
  const ground = newGround({ name: 'Brabourne' });

  it('validates the ground form with the §5 messages', async () => {
    mockApi(answers());
    renderGroundBooking();
    pane = await openTab('Manage Grounds');
    fireEvent.click(await findButton(pane, GROUND_TEXTS.addNewGround));
    const dialog = await findDialog(GROUND_TEXTS.addNewGround);
    fireEvent.change(within(dialog).getByLabelText('Slot Duration (minutes)'), { target: { value: '15' } });
    fireEvent.click(within(dialog).getByText('Save Ground').closest('button') as HTMLElement);
    expect(await within(dialog).findByText(GROUND_MESSAGES.name)).toBeTruthy();
    expect(within(dialog).getByText(GROUND_MESSAGES.address)).toBeTruthy();
    expect(within(dialog).getByText(GROUND_MESSAGES.city)).toBeTruthy();
    expect(within(dialog).getByText(GROUND_MESSAGES.slotDuration)).toBeTruthy();
    expect((within(dialog).getByLabelText('Operating Hours') as HTMLInputElement).value).toBe('9:00 AM - 8:00 PM');
  });

  it('hides Add New Ground and disables Create Manual Booking without edit rights', async () => {
    mockApi(answers({ [GROUND_API.ownGrounds]: ok([ground]) }));
    renderGroundBooking({ role: 'member', permissions: [memberRow(false)] });
    pane = await openTab('Manage Grounds');
    await within(pane).findByText('Brabourne');
    expect(within(pane).queryByText(GROUND_TEXTS.addNewGround)).toBeNull();
    expect(within(pane).queryByLabelText(/Delete Ground/)).toBeNull();
    pane = await openTab('Workspace Ground Bookings');
    const create = await findButton(pane, GROUND_TEXTS.createManualBooking);
    expect((create as HTMLButtonElement).disabled).toBe(true);
  });

  it("offers 'No available actions' to users without edit rights", async () => {
    const booking = newBooking(ground);
    mockApi(answers({ [GROUND_API.allWorkspacesBookings]: ok({ bookings: [booking] }) }));
    renderGroundBooking({ role: 'member', permissions: [memberRow(false)] });
    pane = await openTab('Workspace Ground Bookings');
    fireEvent.click(await within(pane).findByLabelText(`Actions #${booking.id}`));
    const item = await screen.findByText(GROUND_TEXTS.noActions);
    expect(item.closest('li')?.getAttribute('aria-disabled')).toBe('true');
  });

  it('offers confirm, cancel and mark as paid on a pending booking to an admin, and names users with the fallbacks', async () => {
    const named = newBooking(ground, { userId: 8 });
    const unknown = newBooking(ground, { userId: 99, status: 'confirmed', paymentStatus: 'paid', paymentMethod: '' as never });
    mockApi(
      answers({
        [GROUND_API.allWorkspacesBookings]: ok([named, unknown, newBooking(newGround({ workspaceId: 42, name: 'Elsewhere' }))]),
        [GROUND_API.users]: ok({ users: [{ id: 8, name: 'Ravi Kumar' }] }),
      }),
    );
    renderGroundBooking();
    pane = await openTab('Workspace Ground Bookings');
    expect(await within(pane).findByText('Ravi Kumar')).toBeTruthy();
    expect(within(pane).getByText('User #99')).toBeTruthy();
    expect(within(pane).getByText(GROUND_TEXTS.paymentMethodNotSpecified)).toBeTruthy();
    expect(within(pane).queryByText('Elsewhere')).toBeNull();

    fireEvent.click(within(pane).getByLabelText(`Actions #${named.id}`));
    expect(await screen.findByText('Confirm')).toBeTruthy();
    expect(screen.getByText('Cancel')).toBeTruthy();
    expect(screen.getByText('Mark as Paid')).toBeTruthy();
  });

  it('asks before marking a booking paid, sending nothing until the admin confirms', async () => {
    const pending = newBooking(ground, { userId: 8 });
    const calls = mockApi(
      answers({
        [GROUND_API.allWorkspacesBookings]: ok([pending]),
        [`PATCH ${GROUND_API.paymentStatus(pending.id)}`]: ok({}),
      }),
    );
    renderGroundBooking();
    pane = await openTab('Workspace Ground Bookings');
    fireEvent.click(await within(pane).findByLabelText(`Actions #${pending.id}`));
    fireEvent.click(await screen.findByText(GROUND_UI_TEXTS.markAsPaid));
    const question = (await screen.findByText(GROUND_UI_TEXTS.confirmMarkAsPaid, { selector: '.ant-modal-confirm-title' })).closest('.ant-modal') as HTMLElement;
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    fireEvent.click(within(question).getByText(GROUND_UI_TEXTS.markAsPaid).closest('button') as HTMLElement);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([{ paymentStatus: 'paid' }]));
  });

  it('offers no pay action on a cancelled booking, and only a refund on one paid before it was cancelled', async () => {
    const cancelled = newBooking(ground, { status: 'cancelled' });
    const paidThenCancelled = newBooking(ground, { status: 'cancelled', paymentStatus: 'paid' });
    mockApi(answers({ [GROUND_API.allWorkspacesBookings]: ok([cancelled, paidThenCancelled]) }));
    renderGroundBooking();
    pane = await openTab('Workspace Ground Bookings');
    fireEvent.click(await within(pane).findByLabelText(`Actions #${cancelled.id}`));
    expect(await screen.findByText(GROUND_TEXTS.noActions)).toBeTruthy();
    expect(screen.queryByText(GROUND_UI_TEXTS.markAsPaid)).toBeNull();
    fireEvent.click(within(pane).getByLabelText(`Actions #${paidThenCancelled.id}`));
    expect(await screen.findByText(GROUND_UI_TEXTS.refund)).toBeTruthy();
    expect(screen.queryByText(GROUND_UI_TEXTS.markAsPaid)).toBeNull();
  });

  /** The manual booking dialog, opened from Workspace Ground Bookings once its button is enabled. */
  async function openManualBooking(): Promise<HTMLElement> {
    renderGroundBooking();
    pane = await openTab('Workspace Ground Bookings');
    // Disabled until the permissions are known; the guard then renders a new button.
    const create = await waitFor(() => {
      const button = within(pane).getByText(GROUND_TEXTS.createManualBooking).closest('button') as HTMLButtonElement;
      expect(button.disabled).toBe(false);
      return button;
    });
    fireEvent.click(create);
    return findDialog(GROUND_TEXTS.createManualBooking);
  }

  it('offers only workspace members as the booking’s user and sends the chosen one', async () => {
    const calls = mockApi(
      answers({
        [GROUND_API.allGrounds]: ok([ground]),
        [GROUND_API.users]: ok([{ id: 8, name: 'Ravi Kumar' }, { id: 9, name: 'Asha Rao' }]),
        [`POST ${GROUND_API.manualBooking}`]: { status: 201, body: {} },
      }),
    );
    const dialog = await openManualBooking();
    fireEvent.mouseDown(within(dialog).getByLabelText(GROUND_UI_TEXTS.ground));
    fireEvent.click(await screen.findByTitle('Brabourne'));
    fireEvent.click(await within(dialog).findByText('9:00 AM'));
    fireEvent.mouseDown(within(dialog).getByLabelText('Purpose'));
    fireEvent.click(await screen.findByTitle('Cricket Match'));
    fireEvent.change(within(dialog).getByLabelText('Customer Phone'), { target: { value: '9876500000' } });
    // The choices are the members GET /api/users answers: no free user id field any more.
    expect(within(dialog).queryByLabelText('User ID (optional)')).toBeNull();
    fireEvent.mouseDown(within(dialog).getByLabelText(GROUND_UI_TEXTS.member));
    expect(await screen.findByTitle('Ravi Kumar')).toBeTruthy();
    fireEvent.click(await screen.findByTitle('Asha Rao'));
    expect((within(dialog).getByLabelText('Customer Name') as HTMLInputElement).value).toBe('Asha Rao');
    fireEvent.click(within(dialog).getByText('Create Booking').closest('button') as HTMLElement);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ groundId: ground.id, date: todayIso(), userId: 9, customerName: 'Asha Rao' });
  });

  it('shows the booking horizon in the ground form, 365 days by default, and refuses one out of range', async () => {
    mockApi(answers());
    renderGroundBooking();
    pane = await openTab('Manage Grounds');
    fireEvent.click(await findButton(pane, GROUND_TEXTS.addNewGround));
    const dialog = await findDialog(GROUND_TEXTS.addNewGround);
    const horizon = within(dialog).getByLabelText(GROUND_UI_TEXTS.bookingHorizonDays) as HTMLInputElement;
    expect(horizon.value).toBe(String(GROUND_DEFAULTS.bookingHorizonDays));
    fireEvent.change(horizon, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByText('Save Ground').closest('button') as HTMLElement);
    expect(await within(dialog).findByText(GROUND_MESSAGES.bookingHorizonDays)).toBeTruthy();
  });

  it('shows the manual booking messages of §5', async () => {
    mockApi(answers({ [GROUND_API.allGrounds]: ok([ground]) }));
    const dialog = await openManualBooking();
    fireEvent.change(within(dialog).getByLabelText('Payment Amount (₹)'), { target: { value: '-5' } });
    fireEvent.click(within(dialog).getByText('Create Booking').closest('button') as HTMLElement);
    expect(await within(dialog).findByText(BOOKING_MESSAGES.customerName)).toBeTruthy();
    expect(within(dialog).getByText(BOOKING_MESSAGES.customerPhone)).toBeTruthy();
    expect(within(dialog).getByText(BOOKING_MESSAGES.groundId)).toBeTruthy();
    expect(within(dialog).getByText(BOOKING_MESSAGES.timeSlots)).toBeTruthy();
    expect(within(dialog).getByText(BOOKING_MESSAGES.purpose)).toBeTruthy();
    expect(within(dialog).getByText(BOOKING_MESSAGES.paymentAmount)).toBeTruthy();
  });

  it('lets the owner cancel only a pending booking in My Bookings', async () => {
    const pending = newBooking(ground, { userId: testUser.id });
    const confirmed = newBooking(ground, { userId: testUser.id, status: 'confirmed' });
    const calls = mockApi(
      answers({
        [GROUND_API.userBookings]: ok({ bookings: [pending, confirmed] }),
        [`PATCH ${GROUND_API.bookingStatus(pending.id)}`]: ok({}),
      }),
    );
    renderGroundBooking();
    pane = await openTab('My Bookings');
    await waitFor(() => expect(pane.querySelectorAll('[data-testid="my-booking-card"]')).toHaveLength(2));
    const cancels = within(pane).getAllByText(GROUND_TEXTS.cancelBooking);
    expect(cancels).toHaveLength(1);
    fireEvent.click(cancels[0]);
    // Asked first: nothing is sent until the owner confirms.
    const question = (await screen.findByText(GROUND_UI_TEXTS.confirmCancel)).closest('.ant-popover') as HTMLElement;
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    fireEvent.click(within(question).getByText(GROUND_TEXTS.cancelBooking).closest('button') as HTMLElement);
    expect(await screen.findByText(GROUND_TOASTS.statusUpdated)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ path: GROUND_API.bookingStatus(pending.id), body: { status: 'cancelled' } });
  });
});
