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

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Sessions live in the gateway's own Postgres database, so every replica and every restart sees them. */
@Injectable()
export class SessionService implements OnModuleInit, OnModuleDestroy {
  private sweeper?: NodeJS.Timeout;

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
    const session = await this.sessions.findOneBy({ id: sessionIdOf(token) });
    const now = Date.now();
    if (!session || session.expiresAt.getTime() <= now) return null;
    if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.sessions.update({ id: session.id }, { lastSeenAt: new Date(now), expiresAt: new Date(now + SESSION_TTL_MS) });
    }
    return session.userId;
  }

  async destroy(token: string | null | undefined): Promise<void> {
    if (!token || token.length > 256) return;
    await this.sessions.delete({ id: sessionIdOf(token) });
  }

  private async sweepExpired(): Promise<void> {
    try {
      await this.sessions.delete({ expiresAt: LessThan(new Date()) });
    } catch (error) {
      this.logger.warn({ err: error }, 'expired session sweep failed');
    }
  }
}
