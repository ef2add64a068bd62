import type { EventEnvelope } from '@cricket/contracts';
import { DataSource } from 'typeorm';
import { EventConsumers, EventRetention, newEnvelope, Outbox, OutboxRelay, RETENTION_BATCH } from '../src';
import { startTestService, type TestService } from '../src/testing';
import { sampleService } from './sample-app';

const CONSUMER = 'notes-from-events';

describe('event retention: the outbox and the inbox are trimmed after their windows', () => {
  let service: TestService;
  let db: DataSource;
  const event = (): EventEnvelope => newEnvelope('matches.match.created', {}, { workspaceId: 1, actorId: null });
  const notesOf = async (id: string) => Number((await db.query('SELECT count(*) FROM notes WHERE text = $1', [id]))[0].count);

  beforeAll(async () => {
    process.env.OUTBOX_RETENTION_HOURS = '24';
    process.env.INBOX_RETENTION_HOURS = '48';
    service = await startTestService('matches', sampleService);
    db = service.app.get(DataSource);
    await service.app.get(EventConsumers).start({
      name: CONSUMER,
      subjects: ['matches.>'],
      apply: async (manager, events) => {
        for (const e of events) await manager.query('INSERT INTO notes (text) VALUES ($1)', [e.id]);
      },
    });
    // The relay stops, so an unpublished row stays as written (the state of a batch not yet delivered).
    await service.app.get(OutboxRelay).onApplicationShutdown();
  });
  afterAll(async () => {
    await service.close();
    delete process.env.OUTBOX_RETENTION_HOURS;
    delete process.env.INBOX_RETENTION_HOURS;
  });

  it('deletes published outbox rows and handled event ids past their windows, in batches, and keeps recent and unpublished ones', async () => {
    const [stale, recent, waiting] = await service.app.get(Outbox).transaction(async (_manager, emit) =>
      ['stale', 'recent', 'waiting'].map((name, index) => emit('matches.match.updated', { matchId: index + 1, name }, { workspaceId: 1, actorId: null }).id),
    );
    await db.query(`UPDATE outbox SET created_at = now() - interval '3 days', published_at = now() - interval '25 hours' WHERE id = $1`, [stale]);
    await db.query(`UPDATE outbox SET created_at = now() - interval '3 days', published_at = now() - interval '23 hours' WHERE id = $1`, [recent]);
    await db.query(`UPDATE outbox SET created_at = now() - interval '3 days' WHERE id = $1`, [waiting]);
    // More old rows than one delete takes.
    const many = RETENTION_BATCH + 500;
    await db.query(
      `INSERT INTO outbox (id, type, envelope, created_at, published_at)
       SELECT gen_random_uuid(), 'matches.match.updated', '{}', now() - interval '3 days', now() - interval '2 days' FROM generate_series(1, $1)`,
      [many],
    );

    const [old, fresh] = [event(), event()];
    await service.bus.publishBatch([old, fresh]);
    await db.query(`UPDATE processed_events SET processed_at = now() - interval '49 hours' WHERE event_id = $1`, [old.id]);
    await db.query(`UPDATE processed_events SET processed_at = now() - interval '47 hours' WHERE event_id = $1`, [fresh.id]);

    expect(await service.app.get(EventRetention).sweep()).toEqual({ outbox: many + 1, inbox: 1 });
    const outbox: { id: string }[] = await db.query('SELECT id FROM outbox ORDER BY seq');
    expect(outbox.map((row) => row.id)).toEqual([recent, waiting]);
    const inbox: { event_id: string }[] = await db.query('SELECT event_id FROM processed_events WHERE consumer = $1', [CONSUMER]);
    expect(inbox.map((row) => row.event_id)).toEqual([fresh.id]);

    // Delivered again within its window, an event is still dropped.
    await service.bus.publish(fresh);
    expect(await notesOf(fresh.id)).toBe(1);
  });
});
