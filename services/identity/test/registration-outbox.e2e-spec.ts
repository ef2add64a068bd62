import { IDENTITY_EVENTS, type EventEnvelope } from '@cricket/contracts';
import { DataSource } from 'typeorm';
import { createLogger, EventInbox, NatsEventBus } from '@cricket/service-kit';
import { startTestNatsServer, startTestService, type TestNatsServer, type TestService } from '@cricket/service-kit/testing';
import { identityService } from '../src/service';
import { registerUser } from './factories';

const CONSUMER = 'statistics-users';

/**
 * The outbox guarantee of DESIGN.md §5 with the real broker: a registration made while
 * NATS is down still succeeds, and its event reaches a durable consumer after NATS returns,
 * under its one event id. Delivery is at least once: an ack that had not reached the broker
 * when it stopped brings a redelivery, which the consumer's EventInbox drops by that id, so the
 * registration has exactly one effect.
 */
describe('registration events survive a NATS outage', () => {
  const logger = createLogger('test', 'silent');
  let nats: TestNatsServer;
  let publisherBus: NatsEventBus;
  let consumerBus: NatsEventBus;
  let service: TestService;
  const received: EventEnvelope[] = [];

  beforeAll(async () => {
    nats = await startTestNatsServer();
    publisherBus = await NatsEventBus.connect(nats.url, 'identity', logger);
    consumerBus = await NatsEventBus.connect(nats.url, 'statistics', logger);
    service = await startTestService('identity', identityService, { bus: publisherBus });
    // A consumer as the services write one: its effect (a row per registration) goes through the inbox.
    const dataSource = service.app.get(DataSource);
    await dataSource.query('CREATE TABLE registrations_seen (user_id integer NOT NULL)');
    const inbox = new EventInbox(dataSource);
    await consumerBus.subscribe(
      CONSUMER,
      [IDENTITY_EVENTS.userRegistered],
      async (e) => {
        received.push(e);
        await inbox.handleOnce(CONSUMER, e, (manager) => manager.query('INSERT INTO registrations_seen (user_id) VALUES ($1)', [(e.data as { userId: number }).userId]));
      },
      { durable: true },
    );
  });

  afterAll(async () => {
    await service.close();
    await publisherBus.close();
    await consumerBus.close();
    await nats.destroy();
  });

  const eventIdsOf = (userId: number) => new Set(received.filter((e) => (e.data as { userId: number }).userId === userId).map((e) => e.id));
  const effectsOf = async (userId: number) =>
    Number((await service.app.get(DataSource).query('SELECT count(*) AS n FROM registrations_seen WHERE user_id = $1', [userId]))[0].n);
  /** When the relay published the registration's event: null while it waits in the outbox, undefined if it was never written. */
  const publishedAt = async (userId: number): Promise<Date | null | undefined> => {
    const rows: { published_at: Date | null }[] = await service.app
      .get(DataSource)
      .query("SELECT published_at FROM outbox WHERE type = $1 AND (envelope->'data'->>'userId')::int = $2", [IDENTITY_EVENTS.userRegistered, userId]);
    return rows[0]?.published_at;
  };

  it('delivers a registration made during the outage once NATS is back, under one event id', async () => {
    const before = await registerUser(service);
    await waitFor(() => received.some((e) => (e.data as { userId: number }).userId === before.user.id));

    await nats.stop();
    const during = await registerUser(service);
    expect(during.user).toMatchObject({ id: expect.any(Number), workspace: { id: expect.any(Number) } });
    // The service sees the broker gone and its event stays in the outbox: nothing was published for the consumer to get.
    await service.http().get('/health/ready').expect(503);
    expect(await publishedAt(during.user.id)).toBeNull();
    expect(received.some((e) => (e.data as { userId: number }).userId === during.user.id)).toBe(false);

    await nats.start();
    // The relay marks the row once the broker took the event, so from then on the broker holds every copy; the
    // consumer's lag is 0 only when each delivery was handled and acked, a redelivery after a lost ack too (it
    // comes back after the consumer's ack wait of 30 s).
    await waitFor(async () => (await publishedAt(during.user.id)) instanceof Date, 20_000);
    await waitFor(async () => (await consumerBus.lag([CONSUMER]))[0].events === 0, 35_000);
    const delivery = received.find((e) => (e.data as { userId: number }).userId === during.user.id);
    expect(delivery).toMatchObject({ type: IDENTITY_EVENTS.userRegistered, actorId: during.user.id, data: { username: during.input.username } });
    // One registration, one event: however often the broker delivers it, it carries one id.
    expect(eventIdsOf(during.user.id).size).toBe(1);
    expect(eventIdsOf(before.user.id).size).toBe(1);
    // However often it was delivered, the registration had one effect.
    expect([await effectsOf(during.user.id), await effectsOf(before.user.id)]).toEqual([1, 1]);
  }, 60_000);
});

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
