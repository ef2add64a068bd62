import {
  AUTH_MESSAGES,
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  GROUND_EVENTS,
  GROUND_MESSAGES,
  PAYMENT_STATUSES,
  canTransitionBookingStatus,
  canTransitionPaymentStatus,
  type BookingStatus,
  type GroundBookingResponse,
  type PaymentStatus,
} from '@cricket/contracts';
import type { TestService } from '@cricket/service-kit/testing';
import { actor, countRows, createGround, memberWithoutGroundEdit, membership, newDate, outboxEvents, requestBooking, startGrounds, type Actor } from './factories';

const badRequest = (message: string) => ({ statusCode: 400, message, error: 'Bad Request' });
const conflict = (message: string) => ({ statusCode: 409, message, error: 'Conflict' });
const forbidden = (message: string = AUTH_MESSAGES.forbidden) => ({ statusCode: 403, message, error: 'Forbidden' });
const notFound = { statusCode: 404, message: BOOKING_MESSAGES.bookingNotFound, error: 'Not Found' };

describe('grounds: bookings (booking §4, §5, §6, §7)', () => {
  let service: TestService;
  let owner: Actor;
  let groundId: number;
  beforeAll(async () => {
    service = await startGrounds();
    owner = actor();
    groundId = (await createGround(service, owner, { name: 'Shivaji Park', hourlyRate: 1000 })).id;
  });
  afterAll(() => service.close());

  const bookingCount = () => countRows(service, 'SELECT count(*) FROM ground_bookings WHERE ground_id = $1', [groundId]);

  const manualBody = (overrides: Record<string, unknown> = {}) => ({
    groundId,
    date: newDate(),
    timeSlots: ['10:00 AM'],
    purpose: 'match',
    customerName: 'Ravi Kumar',
    customerPhone: '9876500000',
    notes: 'Pays at the gate',
    ...overrides,
  });

  describe('POST /api/ground-bookings', () => {
    it('books for any signed-in user of another workspace with the §4 defaults', async () => {
      const player = actor({ name: 'Asha Rao' });
      const date = newDate();
      const res = await service
        .http()
        .post('/api/ground-bookings')
        .set(player.headers)
        .send({ groundId, date, timeSlots: ['11:00 AM', '9:00 AM'], purpose: 'practice', paymentMethod: 'offline', status: 'pending', paymentStatus: 'pending' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        groundId,
        groundName: 'Shivaji Park',
        workspaceId: owner.workspaceId,
        userId: player.id,
        userName: 'Asha Rao',
        date,
        timeSlots: ['9:00 AM', '11:00 AM'],
        purpose: 'practice',
        paymentMethod: 'offline',
        status: 'pending',
        paymentStatus: 'pending',
        paymentAmount: 200000,
        isManual: false,
        customerName: null,
        customerPhone: null,
        notes: null,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it('lets a read-only member request a booking too', async () => {
      const readonly = actor({ role: 'workspace_readonly' });
      expect((await requestBooking(service, readonly, groundId)).status).toBe('pending');
    });

    it.each([
      ['a JSON-encoded string', { timeSlots: '["1:00 PM","2:00 PM"]' }, ['1:00 PM', '2:00 PM']],
      ['a single timeSlot', { timeSlots: undefined, timeSlot: '3:00 PM' }, ['3:00 PM']],
      ['an array with a repeat', { timeSlots: ['4:00 PM', '4:00 PM'] }, ['4:00 PM']],
    ])('accepts timeSlots as %s', async (_label, change, expected) => {
      const booking = await requestBooking(service, actor(), groundId, change);
      expect(booking.timeSlots).toEqual(expected);
    });

    it('reads the date by its part before any time', async () => {
      const date = newDate();
      const booking = await requestBooking(service, actor(), groundId, { date: `${date}T00:00:00.000Z` });
      expect(booking.date).toBe(date);
    });

    it.each([
      ['groundId missing', { groundId: undefined }, BOOKING_MESSAGES.groundId],
      ['groundId 0', { groundId: 0 }, BOOKING_MESSAGES.groundId],
      ['groundId text', { groundId: 'abc' }, BOOKING_MESSAGES.groundId],
      ['date missing', { date: undefined }, BOOKING_MESSAGES.date],
      ['date empty', { date: '' }, BOOKING_MESSAGES.date],
      ['date malformed', { date: '31/12/2027' }, BOOKING_MESSAGES.dateFormat],
      ['timeSlots empty', { timeSlots: [] }, BOOKING_MESSAGES.timeSlots],
      ['timeSlots missing', { timeSlots: undefined }, BOOKING_MESSAGES.timeSlots],
      ['timeSlots a malformed string', { timeSlots: '["9:00 AM"' }, BOOKING_MESSAGES.timeSlots],
      ['purpose empty', { purpose: '' }, BOOKING_MESSAGES.purpose],
      ['purpose unknown', { purpose: 'picnic' }, BOOKING_MESSAGES.purposeChoice],
      ['paymentMethod online', { paymentMethod: 'online' }, BOOKING_MESSAGES.onlyOffline],
      ['paymentMethod unknown', { paymentMethod: 'cash' }, BOOKING_MESSAGES.paymentMethod],
      ['status unknown', { status: 'done' }, BOOKING_MESSAGES.status],
      ['status confirmed', { status: 'confirmed' }, BOOKING_MESSAGES.requestStartsPending],
      ['paymentStatus unknown', { paymentStatus: 'free' }, BOOKING_MESSAGES.paymentStatus],
      ['paymentStatus paid', { paymentStatus: 'paid' }, BOOKING_MESSAGES.requestStartsPending],
      ['a slot the ground does not have', { timeSlots: ['8:00 PM'] }, BOOKING_MESSAGES.slotNotOffered('8:00 PM')],
    ])('refuses %s with its message and stores nothing', async (_label, change, message) => {
      const before = await bookingCount();
      const res = await service
        .http()
        .post('/api/ground-bookings')
        .set(actor().headers)
        .send({ groundId, date: newDate(), timeSlots: ['9:00 AM'], purpose: 'practice', ...change });
      expect(res.body).toEqual(badRequest(message));
      expect(await bookingCount()).toBe(before);
    });

    it('answers 404 for an unknown ground', async () => {
      const res = await service.http().post('/api/ground-bookings').set(actor().headers).send({ groundId: 999999, date: newDate(), timeSlots: ['9:00 AM'], purpose: 'match' });
      expect(res.body).toEqual({ statusCode: 404, message: GROUND_MESSAGES.notFound, error: 'Not Found' });
    });

    it('takes a slot once; a cancelled booking frees its slots', async () => {
      const date = newDate();
      const first = await requestBooking(service, actor(), groundId, { date, timeSlots: ['9:00 AM', '10:00 AM'] });
      const again = await service.http().post('/api/ground-bookings').set(actor().headers).send({ groundId, date, timeSlots: ['10:00 AM', '11:00 AM'], purpose: 'match' });
      expect(again.body).toEqual(conflict(BOOKING_MESSAGES.slotTaken));
      const otherDay = await requestBooking(service, actor(), groundId, { timeSlots: ['10:00 AM'] });
      expect(otherDay.status).toBe('pending');
      await service.http().patch(`/ground-bookings/${first.id}/status`).set(owner.headers).send({ status: 'cancelled' }).expect(200);
      const retaken = await requestBooking(service, actor(), groundId, { date, timeSlots: ['10:00 AM', '11:00 AM'] });
      expect(retaken.timeSlots).toEqual(['10:00 AM', '11:00 AM']);
    });
  });

  describe('POST /api/ground-bookings/manual', () => {
    it('creates a confirmed, payment-pending booking with amount 0 by default', async () => {
      const body = manualBody();
      const res = await service.http().post('/api/ground-bookings/manual').set(owner.headers).send(body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        groundId,
        date: body.date,
        timeSlots: ['10:00 AM'],
        purpose: 'match',
        status: 'confirmed',
        paymentStatus: 'pending',
        paymentMethod: 'offline',
        paymentAmount: 0,
        isManual: true,
        customerName: 'Ravi Kumar',
        customerPhone: '9876500000',
        notes: 'Pays at the gate',
        userId: null,
        userName: null,
      });
    });

    it('keeps the chosen status, payment, amount in paise and optional member; a paid one is income', async () => {
      await membership(service, owner.workspaceId, 42);
      const res = await service
        .http()
        .post('/api/ground-bookings/manual')
        .set(owner.headers)
        .send(manualBody({ status: 'pending', paymentStatus: 'paid', paymentAmount: 250050, userId: 42, notes: '' }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: 'pending', paymentStatus: 'paid', paymentAmount: 250050, userId: 42, notes: null });
      const paid = (await outboxEvents(service, GROUND_EVENTS.bookingPaid)).find((e) => (e.data as { bookingId: number }).bookingId === res.body.id);
      expect(paid).toMatchObject({ workspaceId: owner.workspaceId, data: { amountPaise: 250050, workspaceId: owner.workspaceId, groundId } });
    });

    it.each([
      ['groundId', { groundId: -1 }, BOOKING_MESSAGES.groundId],
      ['date', { date: '' }, BOOKING_MESSAGES.date],
      ['timeSlots', { timeSlots: [] }, BOOKING_MESSAGES.timeSlots],
      ['purpose', { purpose: ' ' }, BOOKING_MESSAGES.purpose],
      ['customerName', { customerName: '' }, BOOKING_MESSAGES.customerName],
      ['customerPhone', { customerPhone: '  ' }, BOOKING_MESSAGES.customerPhone],
      ['paymentAmount below 0', { paymentAmount: -1 }, BOOKING_MESSAGES.paymentAmount],
      ['paymentAmount not a number', { paymentAmount: 'lots' }, BOOKING_MESSAGES.paymentAmount],
      ['paymentAmount in fractions of paise', { paymentAmount: 10.5 }, BOOKING_MESSAGES.paymentAmountWhole],
      ['status cancelled', { status: 'cancelled' }, BOOKING_MESSAGES.manualStatus],
      ['paymentStatus refunded', { paymentStatus: 'refunded' }, BOOKING_MESSAGES.manualPaymentStatus],
      ['userId', { userId: 0 }, BOOKING_MESSAGES.userId],
    ])('refuses a bad %s with its message and stores nothing', async (_label, change, message) => {
      const before = await bookingCount();
      const res = await service.http().post('/api/ground-bookings/manual').set(owner.headers).send(manualBody(change));
      expect(res.body).toEqual(badRequest(message));
      expect(await bookingCount()).toBe(before);
    });

    it("refuses read-only members, members without edit rights and another workspace's admin", async () => {
      const before = await bookingCount();
      for (const who of [actor({ workspaceId: owner.workspaceId, role: 'workspace_readonly' }), memberWithoutGroundEdit(owner.workspaceId)]) {
        expect((await service.http().post('/api/ground-bookings/manual').set(who.headers).send(manualBody())).body).toEqual(forbidden());
      }
      const res = await service.http().post('/api/ground-bookings/manual').set(actor().headers).send(manualBody());
      expect(res.body).toEqual(forbidden(GROUND_MESSAGES.otherWorkspace));
      expect(await bookingCount()).toBe(before);
    });
  });

  describe('lists', () => {
    it('GET /api/ground-bookings/user answers {bookings} with only my bookings', async () => {
      const me = actor();
      const mine = await requestBooking(service, me, groundId);
      await requestBooking(service, actor(), groundId);
      const res = await service.http().get('/api/ground-bookings/user').set(me.headers);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ bookings: [mine] });
    });

    it('the calendar shows other workspaces only ground, date, slots and status', async () => {
      const date = newDate();
      const manual = await service.http().post('/api/ground-bookings/manual').set(owner.headers).send(manualBody({ date, timeSlots: ['1:00 PM'] }));
      const cancelled = await service.http().post('/api/ground-bookings/manual').set(owner.headers).send(manualBody({ date, timeSlots: ['5:00 PM'], status: 'pending' }));
      await service.http().patch(`/ground-bookings/${cancelled.body.id}/status`).set(owner.headers).send({ status: 'cancelled' }).expect(200);
      const visitor = actor();
      const own = await requestBooking(service, visitor, groundId, { date, timeSlots: ['2:00 PM'] });

      const res = await service.http().get(`/api/ground-bookings/all-workspaces?allWorkspaces=true&forCalendar=true&date=${date}`).set(visitor.headers);
      expect(res.status).toBe(200);
      expect(res.body.bookings).toEqual(
        expect.arrayContaining([{ groundId, date, timeSlots: ['1:00 PM'], status: 'confirmed' }, own]),
      );
      expect(res.body.bookings).toHaveLength(2);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain('Ravi Kumar');
      expect(text).not.toContain('9876500000');
      expect(text).not.toContain('Pays at the gate');

      const forOwner = await service.http().get(`/api/ground-bookings/all-workspaces?allWorkspaces=true&forCalendar=true&date=${date}`).set(owner.headers);
      expect(forOwner.body.bookings.map((b: GroundBookingResponse) => b.id).sort()).toEqual([manual.body.id, cancelled.body.id, own.id].sort());
      expect(forOwner.body.bookings.find((b: GroundBookingResponse) => b.id === manual.body.id)).toEqual(manual.body);
    });

    it("without the calendar flags lists only the current workspace's bookings, with details", async () => {
      const otherOwner = actor();
      const otherGround = await createGround(service, otherOwner);
      const theirs = await requestBooking(service, actor(), otherGround.id);
      const ours = await requestBooking(service, actor(), groundId);
      const res = await service.http().get('/api/ground-bookings/all-workspaces').set(owner.headers);
      const ids = res.body.bookings.map((b: GroundBookingResponse) => b.id);
      expect(ids).toContain(ours.id);
      expect(ids).not.toContain(theirs.id);
      expect(res.body.bookings.every((b: GroundBookingResponse) => b.workspaceId === owner.workspaceId)).toBe(true);
    });

    it('narrows to one status: the requests a manager still has to decide', async () => {
      const pending = await requestBooking(service, actor(), groundId);
      const confirmed = await requestBooking(service, actor(), groundId);
      expect((await service.http().patch(`/api/ground-bookings/${confirmed.id}/status`).set(owner.headers).send({ status: 'confirmed' })).status).toBe(200);
      const res = await service.http().get('/api/ground-bookings/all-workspaces?status=pending').set(owner.headers);
      const ids = res.body.bookings.map((b: GroundBookingResponse) => b.id);
      expect(ids).toContain(pending.id);
      expect(ids).not.toContain(confirmed.id);
      expect(res.body.bookings.every((b: GroundBookingResponse) => b.status === 'pending')).toBe(true);
      const wrong = await service.http().get('/api/ground-bookings/all-workspaces?status=maybe').set(owner.headers);
      expect([wrong.status, wrong.body.message]).toEqual([400, BOOKING_MESSAGES.status]);
    });
  });

  describe('status and payment transitions (booking §4)', () => {
    async function bookingIn(status: BookingStatus, paymentStatus: PaymentStatus = 'pending'): Promise<GroundBookingResponse> {
      const booking = await requestBooking(service, actor(), groundId);
      if (status !== 'pending') await service.http().patch(`/ground-bookings/${booking.id}/status`).set(owner.headers).send({ status }).expect(200);
      if (paymentStatus !== 'pending') await service.http().patch(`/ground-bookings/${booking.id}/payment-status`).set(owner.headers).send({ paymentStatus: 'paid' }).expect(200);
      if (paymentStatus === 'refunded') await service.http().patch(`/ground-bookings/${booking.id}/payment-status`).set(owner.headers).send({ paymentStatus }).expect(200);
      return booking;
    }

    const statusPairs = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.map((to) => [from, to] as const));
    it.each(statusPairs)('status %s → %s by a manager', async (from, to) => {
      const booking = await bookingIn(from);
      const res = await service.http().patch(`/ground-bookings/${booking.id}/status`).set(owner.headers).send({ status: to });
      if (canTransitionBookingStatus(from, to)) {
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: booking.id, status: to });
      } else {
        expect(res.body).toEqual(conflict(BOOKING_MESSAGES.illegalStatus(from, to)));
        const list = await service.http().get('/api/ground-bookings/all-workspaces').set(owner.headers);
        expect(list.body.bookings.find((b: GroundBookingResponse) => b.id === booking.id).status).toBe(from);
      }
    });

    const paymentPairs = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as const));
    it.each(paymentPairs)('payment %s → %s by a manager', async (from, to) => {
      const booking = await bookingIn('pending', from);
      const res = await service.http().patch(`/api/ground-bookings/${booking.id}/payment-status`).set(owner.headers).send({ paymentStatus: to });
      if (canTransitionPaymentStatus(from, to)) {
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ id: booking.id, paymentStatus: to });
      } else {
        expect(res.body).toEqual(conflict(BOOKING_MESSAGES.illegalPayment(from, to)));
      }
    });

    it('serves both PATCH paths with and without /api and refuses unknown values', async () => {
      const a = await bookingIn('pending');
      expect((await service.http().patch(`/api/ground-bookings/${a.id}/status`).set(owner.headers).send({ status: 'confirmed' })).status).toBe(200);
      expect((await service.http().patch(`/ground-bookings/${a.id}/payment-status`).set(owner.headers).send({ paymentStatus: 'paid' })).status).toBe(200);
      expect((await service.http().patch(`/ground-bookings/${a.id}/status`).set(owner.headers).send({ status: 'done' })).body).toEqual(badRequest(BOOKING_MESSAGES.status));
      expect((await service.http().patch(`/ground-bookings/${a.id}/payment-status`).set(owner.headers).send({})).body).toEqual(badRequest(BOOKING_MESSAGES.paymentStatus));
      expect((await service.http().patch('/ground-bookings/999999/status').set(owner.headers).send({ status: 'cancelled' })).body).toEqual(notFound);
    });

    it('lets the owner cancel their own pending booking, nothing else', async () => {
      const player = actor();
      const pending = await requestBooking(service, player, groundId);
      expect((await service.http().patch(`/ground-bookings/${pending.id}/status`).set(player.headers).send({ status: 'confirmed' })).body).toEqual(forbidden());
      expect((await service.http().patch(`/ground-bookings/${pending.id}/payment-status`).set(player.headers).send({ paymentStatus: 'paid' })).body).toEqual(forbidden());
      const cancel = await service.http().patch(`/ground-bookings/${pending.id}/status`).set(player.headers).send({ status: 'cancelled' });
      expect(cancel.status).toBe(200);
      expect(cancel.body.status).toBe('cancelled');

      const confirmed = await requestBooking(service, player, groundId);
      await service.http().patch(`/ground-bookings/${confirmed.id}/status`).set(owner.headers).send({ status: 'confirmed' }).expect(200);
      const late = await service.http().patch(`/ground-bookings/${confirmed.id}/status`).set(player.headers).send({ status: 'cancelled' });
      expect(late.body).toEqual(conflict(BOOKING_MESSAGES.illegalStatus('confirmed', 'cancelled')));
    });

    it("hides another's booking from strangers (404) and refuses workspace members without edit rights (403)", async () => {
      const booking = await requestBooking(service, actor(), groundId);
      const stranger = actor();
      expect((await service.http().patch(`/ground-bookings/${booking.id}/status`).set(stranger.headers).send({ status: 'cancelled' })).body).toEqual(notFound);
      expect((await service.http().patch(`/ground-bookings/${booking.id}/payment-status`).set(stranger.headers).send({ paymentStatus: 'paid' })).body).toEqual(notFound);
      for (const who of [actor({ workspaceId: owner.workspaceId, role: 'workspace_readonly' }), memberWithoutGroundEdit(owner.workspaceId)]) {
        expect((await service.http().patch(`/ground-bookings/${booking.id}/status`).set(who.headers).send({ status: 'confirmed' })).body).toEqual(forbidden());
        expect((await service.http().patch(`/ground-bookings/${booking.id}/status`).set(who.headers).send({ status: 'cancelled' })).body).toEqual(
          forbidden(BOOKING_MESSAGES.ownerCancelsOnly),
        );
        expect((await service.http().patch(`/ground-bookings/${booking.id}/payment-status`).set(who.headers).send({ paymentStatus: 'paid' })).body).toEqual(forbidden());
      }
      const member = actor({ workspaceId: owner.workspaceId, role: 'member' });
      expect((await service.http().patch(`/ground-bookings/${booking.id}/status`).set(member.headers).send({ status: 'confirmed' })).status).toBe(200);
    });
  });

  it('writes booking created, updated, paid and refunded events; only the payment events name the payer, for finance', async () => {
    const body = manualBody({ status: 'pending', paymentAmount: 120000 });
    const booking = (await service.http().post('/api/ground-bookings/manual').set(owner.headers).send(body)).body as GroundBookingResponse;
    await service.http().patch(`/ground-bookings/${booking.id}/status`).set(owner.headers).send({ status: 'confirmed' }).expect(200);
    await service.http().patch(`/ground-bookings/${booking.id}/payment-status`).set(owner.headers).send({ paymentStatus: 'paid' }).expect(200);
    await service.http().patch(`/ground-bookings/${booking.id}/payment-status`).set(owner.headers).send({ paymentStatus: 'refunded' }).expect(200);
    const events = (await outboxEvents(service)).filter((e) => (e.data as { bookingId?: number }).bookingId === booking.id);
    expect(events.map((e) => e.type)).toEqual([GROUND_EVENTS.bookingCreated, GROUND_EVENTS.bookingUpdated, GROUND_EVENTS.bookingPaid, GROUND_EVENTS.bookingRefunded]);
    expect(events[0]).toMatchObject({ workspaceId: owner.workspaceId, actorId: owner.id, data: { groundId, date: body.date, timeSlots: ['10:00 AM'], status: 'pending' } });
    expect(events[1].data).toMatchObject({ status: 'confirmed' });
    expect(events[2].data).toEqual({
      bookingId: booking.id,
      groundId,
      workspaceId: owner.workspaceId,
      date: body.date,
      amountPaise: 120000,
      paymentStatus: 'paid',
      payerName: 'Ravi Kumar',
    });
    expect(events[3].data).toMatchObject({ amountPaise: 120000, paymentStatus: 'refunded', payerName: 'Ravi Kumar' });
    // Availability events reach every signed-in user through the realtime relay: no customer details.
    expect(JSON.stringify(events.slice(0, 2))).not.toContain('Ravi Kumar');
    expect(JSON.stringify(events)).not.toContain(body.customerPhone);
  });

  it("names the booking user as the payer of a paid request's income", async () => {
    const player = actor({ name: 'Asha Rao' });
    const booking = await requestBooking(service, player, groundId);
    await service.http().patch(`/ground-bookings/${booking.id}/payment-status`).set(owner.headers).send({ paymentStatus: 'paid' }).expect(200);
    const paid = (await outboxEvents(service, GROUND_EVENTS.bookingPaid)).find((e) => (e.data as { bookingId: number }).bookingId === booking.id);
    expect(paid?.data).toMatchObject({ bookingId: booking.id, payerName: 'Asha Rao' });
  });
});
