import type { AuthContext, EventEnvelope } from '@cricket/contracts';
import { DataSource } from 'typeorm';
import { EventConsumers, newEnvelope } from '../src';
import { authHeader, startTestService, type TestService } from '../src/testing';
import { sampleService } from './sample-app';

const operator: AuthContext = {
  user: { id: 1, username: 'root', name: 'Root', email: 'root@example.com', role: 'admin' },
  workspace: { id: 1, name: 'Platform', role: 'admin' },
  permissions: [],
};
const player: AuthContext = { ...operator, user: { ...operator.user!, role: 'player' } };
const CONSUMER = 'notes-from-events';
const FAILING_TYPE = 'matches.team.deleted';

describe('a consumer whose handler fails on one event type', () => {
  let service: TestService;
  let failing = true;
  const tries = new Map<string, number>();
  const event = (type: string): EventEnvelope => newEnvelope(type, {}, { workspaceId: 1, actorId: null });
  const notesOf = async (ids: string[]) =>
    (await service.app.get(DataSource).query('SELECT text FROM notes WHERE text = ANY($1) ORDER BY id', [ids])).map((row: { text: string }) => row.text);

  beforeAll(async () => {
    process.env.EVENT_HANDLER_MAX_TRIES = '3';
    service = await startTestService('matches', sampleService);
    // Each event this consumer handles becomes a note named by the event id; one type fails while `failing`.
    await service.app.get(EventConsumers).start({
      name: CONSUMER,
      subjects: ['matches.>'],
      apply: async (manager, events) => {
        for (const e of events) {
          tries.set(e.id, (tries.get(e.id) ?? 0) + 1);
          if (failing && e.type === FAILING_TYPE) throw new Error('cannot fold a deleted team yet');
          await manager.query('INSERT INTO notes (text) VALUES ($1)', [e.id]);
        }
      },
    });
  });
  afterAll(async () => {
    await service.close();
    delete process.env.EVENT_HANDLER_MAX_TRIES;
  });

  it('parks the event after the configured tries, lets the others through, and applies it once when replayed after the fix', async () => {
    const [before, bad, after] = [event('matches.match.created'), event(FAILING_TYPE), event('matches.match.updated')];
    // The in-process bus resolves once every durable consumer handled the batch (applied or parked).
    await service.bus.publishBatch([before, bad, after]);
    expect(await notesOf([before.id, bad.id, after.id])).toEqual([before.id, after.id]);
    // The batch's try, then three alone.
    expect(tries.get(bad.id)).toBe(1 + 3);

    await service.http().get('/internal/dead-letters').set(authHeader(player)).expect(403);
    const parked = (await service.http().get('/internal/dead-letters').set(authHeader(operator)).expect(200)).body;
    expect(parked).toEqual([expect.objectContaining({ consumer: CONSUMER, eventId: bad.id, type: FAILING_TYPE, attempts: 3, error: 'cannot fold a deleted team yet', event: bad })]);

    // Nothing waits behind it.
    const later = event('matches.match.created');
    await service.bus.publish(later);
    expect(await notesOf([later.id])).toEqual([later.id]);

    // A replay while the cause remains answers 409 and keeps the event parked.
    await service.http().post(`/internal/dead-letters/${CONSUMER}/${bad.id}/replay`).set(authHeader(operator)).expect(409);
    expect(await notesOf([bad.id])).toEqual([]);

    failing = false;
    await service.http().post(`/internal/dead-letters/${CONSUMER}/${bad.id}/replay`).set(authHeader(operator)).expect(204);
    expect(await notesOf([bad.id])).toEqual([bad.id]);
    expect((await service.http().get('/internal/dead-letters').set(authHeader(operator)).expect(200)).body).toEqual([]);
    await service.http().post(`/internal/dead-letters/${CONSUMER}/${bad.id}/replay`).set(authHeader(operator)).expect(404);

    // Delivered again (a redelivery after a crash), it is not applied twice.
    await service.bus.publish(bad);
    expect(await notesOf([bad.id])).toEqual([bad.id]);
  });

  it('reports its lag and what it handled on /health', async () => {
    const health = (await service.http().get('/health').expect(200)).body;
    // Five deliveries above: the batch of three, one later, the parked one again.
    expect(health.consumers).toEqual([{ consumer: CONSUMER, events: 0, seconds: 0, handled: 5, eventsPerSecond: expect.any(Number) }]);
  });
});
