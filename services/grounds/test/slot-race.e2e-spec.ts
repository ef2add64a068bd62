import { BOOKING_MESSAGES } from '@cricket/contracts';
import type { TestService } from '@cricket/service-kit/testing';
import { actor, countRows, createGround, newDate, startGrounds } from './factories';

describe('grounds: a slot is taken once (DESIGN.md §7)', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startGrounds();
  });
  afterAll(() => service.close());

  it('50 concurrent requests for one slot give exactly one booking and 49 × 409', async () => {
    const owner = actor();
    const ground = await createGround(service, owner);
    const date = newDate();
    const players = Array.from({ length: 50 }, () => actor());
    const answers = await Promise.all(
      players.map((p, i) =>
        service
          .http()
          .post('/api/ground-bookings')
          // Overlapping pairs as well as the shared 9:00 AM slot.
          .send({ groundId: ground.id, date, timeSlots: i % 2 ? ['9:00 AM'] : ['9:00 AM', '10:00 AM'], purpose: 'match' })
          .set(p.headers),
      ),
    );
    const created = answers.filter((r) => r.status === 201);
    const refused = answers.filter((r) => r.status === 409);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r.body.message).toBe(BOOKING_MESSAGES.slotTaken);
    expect(await countRows(service, 'SELECT count(*) FROM ground_bookings WHERE ground_id = $1 AND date = $2', [ground.id, date])).toBe(1);
    expect(await countRows(service, "SELECT count(*) FROM ground_booking_slots WHERE ground_id = $1 AND date = $2 AND time_slot = '9:00 AM'", [ground.id, date])).toBe(1);
  });

  it('concurrent manual and user bookings of the same slot also give one booking', async () => {
    const owner = actor();
    const ground = await createGround(service, owner);
    const date = newDate();
    const body = { groundId: ground.id, date, timeSlots: ['6:00 PM'], purpose: 'match' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? service.http().post('/api/ground-bookings').set(actor().headers).send(body)
          : service.http().post('/api/ground-bookings/manual').set(owner.headers).send({ ...body, customerName: 'Walk-in', customerPhone: '99999' }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(19);
  });
});
