import {
  BOOKING_MESSAGES,
  GROUND_DEFAULTS,
  GROUND_EVENTS,
  GROUND_MESSAGES,
  IDENTITY_EVENTS,
  addDays,
  utcToday,
  type GroundResponse,
} from '@cricket/contracts';
import type { TestService } from '@cricket/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { MembershipConsumer } from '../src/members/membership.consumer';
import { actor, countRows, createGround, membership, newDate, newGround, outboxEvents, requestBooking, startGrounds, type Actor } from './factories';

const badRequest = (message: string) => ({ statusCode: 400, message, error: 'Bad Request' });
const conflict = (message: string) => ({ statusCode: 409, message, error: 'Conflict' });

describe('grounds: business rules at the boundary (issue item 6)', () => {
  let service: TestService;
  let owner: Actor;
  let ground: GroundResponse;
  beforeAll(async () => {
    service = await startGrounds();
    owner = actor();
    ground = await createGround(service, owner, { name: 'Brabourne' });
  });
  afterAll(() => service.close());

  const bookingCount = () => countRows(service, 'SELECT count(*) FROM ground_bookings');
  const storedBooking = async (id: number) => (await service.app.get(DataSource).query('SELECT status, payment_status FROM ground_bookings WHERE id = $1', [id]))[0];
  const request = (who: Actor, body: Record<string, unknown>) =>
    service.http().post('/api/ground-bookings').set(who.headers).send({ groundId: ground.id, timeSlots: ['9:00 AM'], purpose: 'practice', ...body });
  const manual = (body: Record<string, unknown>) =>
    service
      .http()
      .post('/api/ground-bookings/manual')
      .set(owner.headers)
      .send({ groundId: ground.id, date: newDate(), timeSlots: ['10:00 AM'], purpose: 'match', customerName: 'Ravi Kumar', customerPhone: '9876500000', ...body });

  describe('a booking starts neither in the past nor beyond its ground’s horizon', () => {
    const today = utcToday();
    const lastDay = addDays(today, GROUND_DEFAULTS.bookingHorizonDays);

    it.each([
      ['yesterday', addDays(today, -1), BOOKING_MESSAGES.datePast],
      ['year 0', '0000-01-01', BOOKING_MESSAGES.datePast],
      ['the day after the horizon', addDays(lastDay, 1), BOOKING_MESSAGES.dateBeyondHorizon(GROUND_DEFAULTS.bookingHorizonDays, lastDay)],
      ['year 9999', '9999-12-31', BOOKING_MESSAGES.dateBeyondHorizon(GROUND_DEFAULTS.bookingHorizonDays, lastDay)],
    ])('refuses a request for %s with 400 and stores nothing', async (_label, date, message) => {
      const before = await bookingCount();
      expect((await request(actor(), { date })).body).toEqual(badRequest(message));
      expect((await manual({ date })).body).toEqual(badRequest(message));
      expect(await bookingCount()).toBe(before);
    });

    it('takes today and the last day of the horizon', async () => {
      expect((await request(actor(), { date: today, timeSlots: ['7:00 PM'] })).status).toBe(201);
      expect((await request(actor(), { date: lastDay })).status).toBe(201);
    });

    it('follows the horizon set on the ground, shown with it and kept when a form leaves it out', async () => {
      const near = await createGround(service, owner, { bookingHorizonDays: 7 });
      expect(near.bookingHorizonDays).toBe(7);
      const tooFar = await request(actor(), { groundId: near.id, date: addDays(today, 8) });
      expect(tooFar.body).toEqual(badRequest(BOOKING_MESSAGES.dateBeyondHorizon(7, addDays(today, 7))));
      expect((await request(actor(), { groundId: near.id, date: addDays(today, 7) })).status).toBe(201);

      const form = newGround({ name: 'Near Nets' });
      const edited = await service.http().put(`/api/grounds/${near.id}`).set(owner.headers).send(form);
      expect(edited.body).toMatchObject({ name: 'Near Nets', bookingHorizonDays: 7 });
      const blank = await service.http().put(`/api/grounds/${near.id}`).set(owner.headers).send({ ...form, bookingHorizonDays: null });
      expect(blank.body.bookingHorizonDays).toBe(7);
      const widened = await service.http().put(`/api/grounds/${near.id}`).set(owner.headers).send({ ...form, bookingHorizonDays: 30 });
      expect(widened.body.bookingHorizonDays).toBe(30);
      expect((await service.http().get(`/api/grounds/${near.id}`).set(actor().headers)).body.bookingHorizonDays).toBe(30);
      expect((await request(actor(), { groundId: near.id, date: addDays(today, 8) })).status).toBe(201);
    });

    it.each([0, 731, 1.5, 'soon'])('refuses a booking horizon of %p and leaves the ground as it was', async (bookingHorizonDays) => {
      const res = await service.http().put(`/api/grounds/${ground.id}`).set(owner.headers).send(newGround({ bookingHorizonDays: bookingHorizonDays as number }));
      expect(res.body).toEqual(badRequest(GROUND_MESSAGES.bookingHorizonDays));
      expect((await service.http().get(`/api/grounds/${ground.id}`).set(owner.headers)).body).toEqual(ground);
      const created = await service.http().post('/api/grounds').set(owner.headers).send(newGround({ bookingHorizonDays: bookingHorizonDays as number }));
      expect(created.body).toEqual(badRequest(GROUND_MESSAGES.bookingHorizonDays));
    });

    it.each(['0000-01-01', '9999-12-31'])('answers a calendar read for %s with 400, not a database error', async (date) => {
      const res = await service.http().get(`/api/ground-bookings/all-workspaces?allWorkspaces=true&forCalendar=true&date=${date}`).set(owner.headers);
      expect(res.body).toEqual(badRequest(BOOKING_MESSAGES.dateYears));
    });
  });

  describe('a cancelled booking cannot be paid', () => {
    it('answers 409 with its message, keeps the booking as it was and writes no income event', async () => {
      const booking = await requestBooking(service, actor(), ground.id);
      await service.http().patch(`/ground-bookings/${booking.id}/status`).set(owner.headers).send({ status: 'cancelled' }).expect(200);
      for (const path of [`/ground-bookings/${booking.id}/payment-status`, `/api/ground-bookings/${booking.id}/payment-status`]) {
        expect((await service.http().patch(path).set(owner.headers).send({ paymentStatus: 'paid' })).body).toEqual(conflict(BOOKING_MESSAGES.cancelledUnpaid));
      }
      expect(await storedBooking(booking.id)).toEqual({ status: 'cancelled', payment_status: 'pending' });
      const paid = (await outboxEvents(service, GROUND_EVENTS.bookingPaid)).filter((e) => (e.data as { bookingId: number }).bookingId === booking.id);
      expect(paid).toEqual([]);
    });

    it('still refunds a booking paid before it was cancelled, and never moves a cancelled one back', async () => {
      const booking = (await manual({ status: 'pending', paymentStatus: 'paid', paymentAmount: 50_000 })).body;
      await service.http().patch(`/ground-bookings/${booking.id}/status`).set(owner.headers).send({ status: 'cancelled' }).expect(200);
      for (const status of ['pending', 'confirmed']) {
        expect((await service.http().patch(`/ground-bookings/${booking.id}/status`).set(owner.headers).send({ status })).body).toEqual(
          conflict(BOOKING_MESSAGES.illegalStatus('cancelled', status)),
        );
      }
      const refund = await service.http().patch(`/ground-bookings/${booking.id}/payment-status`).set(owner.headers).send({ paymentStatus: 'refunded' });
      expect(refund.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect((await service.http().patch(`/ground-bookings/${booking.id}/payment-status`).set(owner.headers).send({ paymentStatus: 'paid' })).body).toEqual(
        conflict(BOOKING_MESSAGES.illegalPayment('refunded', 'paid')),
      );
      expect(await storedBooking(booking.id)).toEqual({ status: 'cancelled', payment_status: 'refunded' });
    });
  });

  describe("a manual booking's customer is a member of the workspace or a typed name", () => {
    it('refuses a user who is not a member (another workspace’s or no one’s) with 400 and stores nothing', async () => {
      const elsewhere = actor();
      await membership(service, elsewhere.workspaceId, elsewhere.id);
      const before = await bookingCount();
      for (const userId of [elsewhere.id, 987_654]) {
        expect((await manual({ userId })).body).toEqual(badRequest(BOOKING_MESSAGES.customerNotMember));
      }
      expect(await bookingCount()).toBe(before);
    });

    it('takes a member, the workspace’s creator and a typed name alone; a removed member no longer', async () => {
      const member = actor({ workspaceId: owner.workspaceId, role: 'member' });
      await membership(service, owner.workspaceId, member.id);
      expect((await manual({ userId: member.id })).body).toMatchObject({ userId: member.id, customerName: 'Ravi Kumar' });
      expect((await manual({ userId: null })).body).toMatchObject({ userId: null, customerName: 'Ravi Kumar' });

      const created = { id: randomUUID(), type: IDENTITY_EVENTS.workspaceCreated, workspaceId: owner.workspaceId, occurredAt: new Date().toISOString(), actorId: owner.id, data: { workspaceId: owner.workspaceId, name: 'Club' } };
      await service.app.get(MembershipConsumer).handle(created);
      expect((await manual({ userId: owner.id })).status).toBe(201);

      await membership(service, owner.workspaceId, member.id, IDENTITY_EVENTS.memberRemoved);
      const before = await bookingCount();
      expect((await manual({ userId: member.id })).body).toEqual(badRequest(BOOKING_MESSAGES.customerNotMember));
      expect(await bookingCount()).toBe(before);
    });
  });
});
