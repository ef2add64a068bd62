import { IDENTITY_EVENTS, type EventEnvelope } from '@cricket/contracts';
import { DataSource } from 'typeorm';
import { createLogger, EventInbox, NatsEventBus } from '@cricket/service-kit';
import { startTestNatsServer, startTestService, type TestNatsServer, type TestService } from '@cricket/service-kit/testing';
import { identityService } from '../src/service';
import { registerUser } from './factories';

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
      'statistics-users',
      [IDENTITY_EVENTS.userRegistered],
      async (e) => {
        received.push(e);
        await inbox.handleOnce('statistics-users', e, (manager) => manager.query('INSERT INTO registrations_seen (user_id) VALUES ($1)', [(e.data as { userId: number }).userId]));
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

  it('delivers a registration made during the outage once NATS is back, under one event id', async () => {
    const before = await registerUser(service);
    await waitFor(() => received.some((e) => (e.data as { userId: number }).userId === before.user.id));

    await nats.stop();
    const during = await registerUser(service);
    expect(during.user).toMatchObject({ id: expect.any(Number), workspace: { id: expect.any(Number) } });
    await new Promise((r) => setTimeout(r, 1000));
    expect(received.some((e) => (e.data as { userId: number }).userId === during.user.id)).toBe(false);

    await nats.start();
    await waitFor(() => received.some((e) => (e.data as { userId: number }).userId === during.user.id), 20_000);
    // A redelivery has no signal of its own: give one the time an unacked message takes to come back.
    await new Promise((r) => setTimeout(r, 1500));
    const delivery = received.find((e) => (e.data as { userId: number }).userId === during.user.id);
    expect(delivery).toMatchObject({ type: IDENTITY_EVENTS.userRegistered, actorId: during.user.id, data: { username: during.input.username } });
    // One registration, one event: however often the broker delivers it, it carries one id.
    expect(eventIdsOf(during.user.id).size).toBe(1);
    expect(eventIdsOf(before.user.id).size).toBe(1);
    // However often it was delivered, the registration had one effect.
    expect([await effectsOf(during.user.id), await effectsOf(before.user.id)]).toEqual([1, 1]);
  }, 60_000);
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
