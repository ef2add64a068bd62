import type { AuthContext, EventEnvelope } from '@cricket/contracts';
import { DataSource } from 'typeorm';
import { createLogger, EventConsumers, InProcessEventBus } from '../src';
import { authHeader, startTestService, type TestService } from '../src/testing';
import { sampleService } from './sample-app';

const member: AuthContext = {
  user: { id: 7, username: 'asha', name: 'Asha', email: 'asha@example.com', role: 'player' },
  workspace: { id: 3, name: 'Club', role: 'member' },
  permissions: [{ module: 'matches', canView: true, canCreate: true, canEdit: true, canDelete: false }],
};

/** The embedded mode's bus: an event leaves its outbox only once every durable consumer handled it, and the wait shows as lag. */
describe('in-process bus: the outbox is the log', () => {
  let service: TestService;
  let bus: InProcessEventBus;
  const handled: EventEnvelope[] = [];
  const health = async () => (await service.http().get('/health').expect(200)).body as { consumers: { consumer: string; events: number; seconds: number }[] };
  const unpublished = async () => Number((await service.app.get(DataSource).query('SELECT count(*) FROM outbox WHERE published_at IS NULL'))[0].count);

  beforeAll(async () => {
    // Held, as `npm start` holds it until every app subscribed.
    bus = new InProcessEventBus(createLogger('bus', 'silent'), { held: true });
    service = await startTestService('matches', sampleService, { bus });
    await service.app.get(EventConsumers).start({ name: 'match-log', subjects: ['matches.match.*'], apply: async (_manager, events) => void handled.push(...events) });
  });
  afterAll(() => service.close());

  it('keeps events in the outbox, counted as lag, until the consumer handled them', async () => {
    for (const text of ['first', 'second']) await service.http().post('/notes').set(authHeader(member)).send({ text }).expect(201);
    expect(await unpublished()).toBe(2);
    const waiting = (await health()).consumers;
    expect(waiting).toEqual([{ consumer: 'match-log', events: 2, seconds: expect.any(Number), handled: 0, eventsPerSecond: 0 }]);
    expect(waiting[0].seconds).toBeGreaterThanOrEqual(0);
    expect(handled).toEqual([]);

    bus.open();
    // The relay publishes on its next pass; the rows are marked only after the consumer committed.
    for (let attempt = 0; attempt < 100 && (await unpublished()) > 0; attempt++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await unpublished()).toBe(0);
    expect(handled.map((event) => event.type)).toEqual(['matches.match.created', 'matches.match.created']);
    expect((await health()).consumers).toEqual([{ consumer: 'match-log', events: 0, seconds: 0, handled: 2, eventsPerSecond: expect.any(Number) }]);
  });
});
