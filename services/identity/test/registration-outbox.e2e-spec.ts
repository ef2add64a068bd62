import { IDENTITY_EVENTS, type EventEnvelope } from '@cricket/contracts';
import { createLogger, NatsEventBus } from '@cricket/service-kit';
import { startTestNatsServer, startTestService, type TestNatsServer, type TestService } from '@cricket/service-kit/testing';
import { identityService } from '../src/service';
import { registerUser } from './factories';

/**
 * The outbox guarantee of DESIGN.md §5 with the real broker: a registration made while
 * NATS is down still succeeds, and its event reaches a durable consumer after NATS returns,
 * under its one event id. Delivery is at least once: an ack that had not reached the broker
 * when it stopped brings a redelivery, which consumers' EventInbox drops by that id.
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
    await consumerBus.subscribe('statistics-users', [IDENTITY_EVENTS.userRegistered], async (e) => void received.push(e), { durable: true });
    service = await startTestService('identity', identityService, { bus: publisherBus });
  });

  afterAll(async () => {
    await service.close();
    await publisherBus.close();
    await consumerBus.close();
    await nats.destroy();
  });

  const eventIdsOf = (userId: number) => new Set(received.filter((e) => (e.data as { userId: number }).userId === userId).map((e) => e.id));

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
    // Give any duplicate a chance to arrive before counting.
    await new Promise((r) => setTimeout(r, 1500));
    const delivery = received.find((e) => (e.data as { userId: number }).userId === during.user.id);
    expect(delivery).toMatchObject({ type: IDENTITY_EVENTS.userRegistered, actorId: during.user.id, data: { username: during.input.username } });
    // One registration, one event: however often the broker delivers it, it carries one id.
    expect(eventIdsOf(during.user.id).size).toBe(1);
    expect(eventIdsOf(before.user.id).size).toBe(1);
  }, 60_000);
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
