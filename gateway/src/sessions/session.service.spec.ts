import type { Logger } from 'pino';
import type { Repository } from 'typeorm';
import type { Clock } from '../clock';
import { SESSION_CACHE_MS, SESSION_IDLE_MS, SESSION_LIFETIME_MS, SESSION_REFRESH_AHEAD_MS, SessionService, sessionExpiry, sessionIdOf } from './session.service';
import type { Session } from './session.entity';
import type { SessionEndings } from './session-endings';

const DAY_MS = 24 * 60 * 60_000;

/** The sessions table as a map, counting reads: what the cache saves is database reads. */
function sessionsTable() {
  const rows = new Map<string, Session>();
  let reads = 0;
  // Sign-out's delete by id, as `SessionService.end` sends it.
  const manager = {
    query: async (sql: string, params: unknown[]) => {
      if (!sql.startsWith('DELETE FROM sessions WHERE id = $1')) return [];
      const existed = rows.delete(params[0] as string);
      return [existed ? [{ id: params[0] }] : [], existed ? 1 : 0];
    },
  };
  const repository = {
    insert: async (row: Session) => void rows.set(row.id, { ...row }),
    findOneBy: async ({ id }: { id: string }) => {
      reads++;
      await new Promise((r) => setImmediate(r));
      const row = rows.get(id);
      return row ? { ...row } : null;
    },
    update: async ({ id }: { id: string }, change: Partial<Session>) => void Object.assign(rows.get(id) ?? {}, change),
    manager: { transaction: async (work: (m: typeof manager) => Promise<unknown>) => work(manager) },
  };
  return { repository: repository as unknown as Repository<Session>, rows, reads: () => reads };
}

/** A clock the test moves by hand. */
function fakeClock(start = Date.UTC(2025, 0, 1)) {
  let now = start;
  return { clock: { now: () => now } as Clock, advance: (ms: number) => (now += ms) };
}

const noEndings = { onEnded: () => () => undefined } as unknown as SessionEndings;

function service(table = sessionsTable(), time = fakeClock()) {
  return { sessions: new SessionService(table.repository, {} as Logger, noEndings, time.clock), table, time };
}

describe('sessionExpiry', () => {
  it('is the idle period after the last use, but never past the lifetime since sign-in', () => {
    expect(sessionExpiry(0, 0)).toBe(SESSION_IDLE_MS);
    expect(sessionExpiry(0, 10 * DAY_MS)).toBe(10 * DAY_MS + SESSION_IDLE_MS);
    expect(sessionExpiry(0, 85 * DAY_MS)).toBe(SESSION_LIFETIME_MS);
    expect([SESSION_IDLE_MS, SESSION_LIFETIME_MS]).toEqual([14 * DAY_MS, 90 * DAY_MS]);
  });
});

describe('SessionService', () => {
  it('reads a session once for a burst of requests and again once the cache time has passed', async () => {
    const { sessions, table, time } = service();
    const token = await sessions.create(7);
    expect(await Promise.all(Array.from({ length: 10 }, () => sessions.userIdOf(token)))).toEqual(Array(10).fill(7));
    expect(table.reads()).toBe(1);
    time.advance(SESSION_CACHE_MS + 1);
    expect(await sessions.userIdOf(token)).toBe(7);
    expect(table.reads()).toBe(2);
  });

  it('reads a session again in the background in its last second, so a busy browser never waits on the read', async () => {
    const { sessions, table, time } = service();
    const token = await sessions.create(7);
    expect(await sessions.userIdOf(token)).toBe(7);
    time.advance(SESSION_CACHE_MS - SESSION_REFRESH_AHEAD_MS);
    // Answered from the cache while the read is under way.
    expect(await Promise.all([sessions.userIdOf(token), sessions.userIdOf(token)])).toEqual([7, 7]);
    expect(table.reads()).toBe(2);
    await new Promise((r) => setImmediate(r));
    // The old entry's time is up, the refreshed one's is not.
    time.advance(SESSION_REFRESH_AHEAD_MS);
    expect(await sessions.userIdOf(token)).toBe(7);
    expect(table.reads()).toBe(2);
  });

  it('does not keep a session that ends while its background read is under way', async () => {
    const { sessions, time } = service();
    const token = await sessions.create(7);
    expect(await sessions.userIdOf(token)).toBe(7);
    time.advance(SESSION_CACHE_MS - SESSION_REFRESH_AHEAD_MS);
    expect(await sessions.userIdOf(token)).toBe(7);
    await sessions.destroy(token);
    await new Promise((r) => setImmediate(r));
    expect(await sessions.userIdOf(token)).toBeNull();
  });

  it('ends a session at sign-out even while it is cached', async () => {
    const { sessions } = service();
    const token = await sessions.create(7);
    expect(await sessions.userIdOf(token)).toBe(7);
    await sessions.destroy(token);
    expect(await sessions.userIdOf(token)).toBeNull();
  });

  it('ends a session left unused for the idle period, and renews one that is used', async () => {
    const { sessions, time } = service();
    const idle = await sessions.create(7);
    const used = await sessions.create(8);
    for (let day = 0; day < 4; day++) {
      time.advance(4 * DAY_MS);
      expect(await sessions.userIdOf(used)).toBe(8);
    }
    // 16 days since sign-in: the used one lives on, the idle one ended at 14.
    expect(await sessions.userIdOf(idle)).toBeNull();
    time.advance(SESSION_IDLE_MS - 1);
    expect(await sessions.userIdOf(used)).toBe(8);
    time.advance(SESSION_IDLE_MS + 1);
    expect(await sessions.userIdOf(used)).toBeNull();
  });

  it('ends a session at its lifetime however often it is used', async () => {
    const { sessions, time } = service();
    const token = await sessions.create(7);
    for (let day = 10; day < 90; day += 10) {
      time.advance(10 * DAY_MS);
      expect(await sessions.userIdOf(token)).toBe(7);
    }
    time.advance(10 * DAY_MS - 1);
    expect(await sessions.userIdOf(token)).toBe(7);
    time.advance(SESSION_CACHE_MS + 1);
    expect(await sessions.userIdOf(token)).toBeNull();
  });

  it('does not serve a cached session past its expiry', async () => {
    const { sessions, table, time } = service();
    const token = await sessions.create(7);
    table.rows.get(sessionIdOf(token))!.expiresAt = new Date(time.clock.now() + 1000);
    expect(await sessions.userIdOf(token)).toBe(7);
    table.rows.delete(sessionIdOf(token));
    time.advance(1001);
    expect(await sessions.userIdOf(token)).toBeNull();
  });
});
