import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { Repository } from 'typeorm';
import { SERVICE_LOGGER } from '@cricket/service-kit';
import { Clock } from '../clock';
import { Session } from './session.entity';
import { SESSIONS_ENDED_CHANNEL, SessionEndings } from './session-endings';

const DAY_MS = 24 * 60 * 60_000;
/** A session unused this long ends; each use renews it (up to the lifetime below). */
export const SESSION_IDLE_MS = 14 * DAY_MS;
/** A session ends this long after sign-in however much it is used. */
export const SESSION_LIFETIME_MS = 90 * DAY_MS;
/** A session's idle expiry is renewed at most once a minute, so a busy user costs no write per request. */
const TOUCH_INTERVAL_MS = 60_000;
/** Expired sessions are deleted (and their sockets closed) this often. */
const SWEEP_INTERVAL_MS = 60_000;
/**
 * How long a replica trusts a session it has read before reading it again. Without it every
 * proxied request costs the gateway a database round trip, about half its work per request
 * (`npm run bench`). A session that ends is dropped from every replica's cache at once
 * (`SessionEndings`); this bounds only how late a replica sees an expiry.
 */
export const SESSION_CACHE_MS = 5_000;
/**
 * In its last second a cached session is still trusted and read again in the background, so a
 * busy browser's requests never wait on that read; once SESSION_CACHE_MS has passed they do.
 */
export const SESSION_REFRESH_AHEAD_MS = 1_000;
/** Beyond this many cached sessions the cache starts over, so a flood of tokens cannot grow it. */
const SESSION_CACHE_MAX = 50_000;
/** The largest NOTIFY payload is 8,000 bytes: ids (64 characters) are announced 100 at a time. */
const IDS_PER_NOTIFICATION = 100;

interface CachedSession {
  userId: number;
  expiresAt: number;
  readUntil: number;
}

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** When a session signed in at `createdAt` and last used at `lastSeenAt` ends. */
export function sessionExpiry(createdAt: number, lastSeenAt: number): number {
  return Math.min(lastSeenAt + SESSION_IDLE_MS, createdAt + SESSION_LIFETIME_MS);
}

/** Sessions live in the gateway's own Postgres database, so every replica and every restart sees them. */
@Injectable()
export class SessionService implements OnModuleInit, OnModuleDestroy {
  private sweeper?: NodeJS.Timeout;
  private stopListening?: () => void;
  private readonly cache = new Map<string, CachedSession>();
  /** Reads under way, so a burst of one browser's requests reads its session once. */
  private readonly reading = new Map<string, Promise<CachedSession | null>>();
  /** Bumped whenever sessions end, so a read that raced an ending is not cached. */
  private generation = 0;

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    private readonly endings: SessionEndings,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.stopListening = this.endings.onEnded((ids) => this.forget(ids));
    this.sweeper = setInterval(() => void this.sweepExpired(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
    this.stopListening?.();
  }

  /** Starts a session for a user; returns the cookie token (only its hash is stored). */
  async create(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.sessions.insert({ id: sessionIdOf(token), userId, createdAt: new Date(now), lastSeenAt: new Date(now), expiresAt: new Date(sessionExpiry(now, now)) });
    return token;
  }

  /** The user of a live session, renewing its idle expiry; null for an unknown or expired token. */
  async userIdOf(token: string | null | undefined): Promise<number | null> {
    if (!token || token.length > 256) return null;
    const id = sessionIdOf(token);
    const now = this.clock.now();
    const cached = this.cache.get(id);
    if (cached && cached.readUntil > now && cached.expiresAt > now) {
      if (cached.readUntil - now <= SESSION_REFRESH_AHEAD_MS && !this.reading.has(id)) {
        // A failed read leaves the entry to its time; the first request after that reads (and fails) itself.
        this.startRead(id).catch((error: unknown) => this.logger.warn({ err: error }, 'session refresh failed'));
      }
      return cached.userId;
    }
    return (await (this.reading.get(id) ?? this.startRead(id)))?.userId ?? null;
  }

  /** One read of a session at a time, however many requests want it. */
  private startRead(id: string): Promise<CachedSession | null> {
    const read = this.read(id).finally(() => {
      if (this.reading.get(id) === read) this.reading.delete(id);
    });
    this.reading.set(id, read);
    return read;
  }

  /** Of these session ids, those still live (a replica checks its sockets' sessions after missing announcements). */
  async liveIds(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows: { id: string }[] = await this.sessions.query('SELECT id FROM sessions WHERE id = ANY($1::bpchar[]) AND expires_at > $2', [ids, new Date(this.clock.now())]);
    return new Set(rows.map((row) => row.id));
  }

  /** Sign-out: the browser's session ends. */
  async destroy(token: string | null | undefined): Promise<void> {
    if (!token || token.length > 256) return;
    await this.end('id = $1', [sessionIdOf(token)]);
  }

  /** A password change: every session of the user but the one that changed it ends. */
  async endOtherSessions(userId: number, keptToken: string): Promise<void> {
    await this.end('user_id = $1 AND id <> $2', [userId, sessionIdOf(keptToken)]);
  }

  /** Reads a session from the database (renewing its idle expiry when due) and caches it. */
  private async read(id: string): Promise<CachedSession | null> {
    const generation = this.generation;
    const now = this.clock.now();
    const session = await this.sessions.findOneBy({ id });
    if (!session || session.expiresAt.getTime() <= now) {
      this.cache.delete(id);
      return null;
    }
    let expiresAt = session.expiresAt.getTime();
    if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      expiresAt = sessionExpiry(session.createdAt.getTime(), now);
      await this.sessions.update({ id }, { lastSeenAt: new Date(now), expiresAt: new Date(expiresAt) });
    }
    const entry = { userId: session.userId, expiresAt, readUntil: now + SESSION_CACHE_MS };
    if (generation === this.generation) {
      if (this.cache.size >= SESSION_CACHE_MAX) this.cache.clear();
      this.cache.set(id, entry);
    }
    return entry;
  }

  /**
   * Deletes the sessions matching `where` and announces their ids to every replica, this one
   * included; the announcement goes out when the delete commits.
   */
  private async end(where: string, params: unknown[]): Promise<void> {
    const ids = await this.sessions.manager.transaction(async (manager) => {
      // TypeORM answers a DELETE as [rows, count].
      const [rows] = (await manager.query(`DELETE FROM sessions WHERE ${where} RETURNING id`, params)) as [{ id: string }[], number];
      const ended = rows.map((row) => row.id);
      for (let i = 0; i < ended.length; i += IDS_PER_NOTIFICATION) {
        await manager.query('SELECT pg_notify($1, $2)', [SESSIONS_ENDED_CHANNEL, ended.slice(i, i + IDS_PER_NOTIFICATION).join(',')]);
      }
      return ended;
    });
    // This replica stops serving them now rather than when its own announcement comes back.
    this.forget(ids);
  }

  /** Sessions that ended: dropped from the cache, and reads of them under way are not waited on. */
  private forget(ids: string[] | null): void {
    this.generation++;
    if (ids === null) {
      this.cache.clear();
      this.reading.clear();
      return;
    }
    for (const id of ids) {
      this.cache.delete(id);
      this.reading.delete(id);
    }
  }

  private async sweepExpired(): Promise<void> {
    try {
      await this.end('expires_at <= $1', [new Date(this.clock.now())]);
    } catch (error) {
      this.logger.warn({ err: error }, 'expired session sweep failed');
    }
  }
}
