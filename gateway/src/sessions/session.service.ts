import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { LessThan, Repository } from 'typeorm';
import { SERVICE_LOGGER } from '@cricket/service-kit';
import { Session } from './session.entity';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
/** A session's expiry slides at most once a minute, so a busy user costs no write per request. */
const TOUCH_INTERVAL_MS = 60_000;
const SWEEP_INTERVAL_MS = 60 * 60_000;
/**
 * How long a replica trusts a session it has read before reading it again. Without it every
 * proxied request costs the gateway a database round trip, about half its work per request
 * (`npm run bench`). Sign-out on this replica ends the session at once; one on another replica
 * within this time, as a role change within the auth context's cache time.
 */
export const SESSION_CACHE_MS = 5_000;
/** Beyond this many cached sessions the cache starts over, so a flood of tokens cannot grow it. */
const SESSION_CACHE_MAX = 50_000;

interface CachedSession {
  userId: number;
  expiresAt: number;
  readUntil: number;
}

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Sessions live in the gateway's own Postgres database, so every replica and every restart sees them. */
@Injectable()
export class SessionService implements OnModuleInit, OnModuleDestroy {
  private sweeper?: NodeJS.Timeout;
  private readonly cache = new Map<string, CachedSession>();
  /** Reads under way, so a burst of one browser's requests reads its session once. */
  private readonly reading = new Map<string, Promise<CachedSession | null>>();
  /** Bumped at every sign-out, so a read that raced one is not cached. */
  private generation = 0;

  constructor(
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweepExpired(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** Starts a session for a user; returns the cookie token (only its hash is stored). */
  async create(userId: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await this.sessions.insert({ id: sessionIdOf(token), userId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
    return token;
  }

  /** The user of a live session, sliding its 30-day expiry; null for an unknown or expired token. */
  async userIdOf(token: string | null | undefined): Promise<number | null> {
    if (!token || token.length > 256) return null;
    const id = sessionIdOf(token);
    const now = Date.now();
    const cached = this.cache.get(id);
    if (cached && cached.readUntil > now && cached.expiresAt > now) return cached.userId;
    let read = this.reading.get(id);
    if (!read) {
      read = this.read(id).finally(() => this.reading.delete(id));
      this.reading.set(id, read);
    }
    return (await read)?.userId ?? null;
  }

  /** Reads a session from the database (sliding its expiry when due) and caches it. */
  private async read(id: string): Promise<CachedSession | null> {
    this.cache.delete(id);
    const generation = this.generation;
    const now = Date.now();
    const session = await this.sessions.findOneBy({ id });
    if (!session || session.expiresAt.getTime() <= now) return null;
    let expiresAt = session.expiresAt.getTime();
    if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      expiresAt = now + SESSION_TTL_MS;
      await this.sessions.update({ id }, { lastSeenAt: new Date(now), expiresAt: new Date(expiresAt) });
    }
    const entry = { userId: session.userId, expiresAt, readUntil: now + SESSION_CACHE_MS };
    if (generation === this.generation) {
      if (this.cache.size >= SESSION_CACHE_MAX) this.cache.clear();
      this.cache.set(id, entry);
    }
    return entry;
  }

  async destroy(token: string | null | undefined): Promise<void> {
    if (!token || token.length > 256) return;
    const id = sessionIdOf(token);
    this.generation++;
    this.cache.delete(id);
    await this.sessions.delete({ id });
  }

  private async sweepExpired(): Promise<void> {
    try {
      await this.sessions.delete({ expiresAt: LessThan(new Date()) });
    } catch (error) {
      this.logger.warn({ err: error }, 'expired session sweep failed');
    }
  }
}
