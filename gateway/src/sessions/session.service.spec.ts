import type { Logger } from 'pino';
import type { Repository } from 'typeorm';
import { SESSION_CACHE_MS, SessionService, sessionIdOf } from './session.service';
import type { Session } from './session.entity';

/** The sessions table as a map, counting reads: what the cache saves is database reads. */
function sessionsTable() {
  const rows = new Map<string, Session>();
  let reads = 0;
  const repository = {
    insert: async (row: Session) => void rows.set(row.id, { ...row }),
    findOneBy: async ({ id }: { id: string }) => {
      reads++;
      await new Promise((r) => setImmediate(r));
      const row = rows.get(id);
      return row ? { ...row } : null;
    },
    update: async ({ id }: { id: string }, change: Partial<Session>) => void Object.assign(rows.get(id) ?? {}, change),
    delete: async ({ id }: { id: string }) => void rows.delete(id),
  };
  return { repository: repository as unknown as Repository<Session>, rows, reads: () => reads };
}

describe('SessionService', () => {
  afterEach(() => jest.useRealTimers());

  it('reads a session once for a burst of requests and again once the cache time has passed', async () => {
    const table = sessionsTable();
    const sessions = new SessionService(table.repository, {} as Logger);
    const token = await sessions.create(7);
    expect(await Promise.all(Array.from({ length: 10 }, () => sessions.userIdOf(token)))).toEqual(Array(10).fill(7));
    expect(table.reads()).toBe(1);
    jest.useFakeTimers({ now: Date.now() + SESSION_CACHE_MS + 1, doNotFake: ['setImmediate'] });
    expect(await sessions.userIdOf(token)).toBe(7);
    expect(table.reads()).toBe(2);
  });

  it('ends a session at sign-out even while it is cached', async () => {
    const table = sessionsTable();
    const sessions = new SessionService(table.repository, {} as Logger);
    const token = await sessions.create(7);
    expect(await sessions.userIdOf(token)).toBe(7);
    await sessions.destroy(token);
    expect(await sessions.userIdOf(token)).toBeNull();
  });

  it('does not serve a cached session past its expiry', async () => {
    const table = sessionsTable();
    const sessions = new SessionService(table.repository, {} as Logger);
    const token = await sessions.create(7);
    table.rows.get(sessionIdOf(token))!.expiresAt = new Date(Date.now() + 1000);
    expect(await sessions.userIdOf(token)).toBe(7);
    table.rows.delete(sessionIdOf(token));
    jest.useFakeTimers({ now: Date.now() + 1001, doNotFake: ['setImmediate'] });
    expect(await sessions.userIdOf(token)).toBeNull();
  });
});
