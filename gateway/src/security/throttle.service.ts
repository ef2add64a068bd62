import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { SERVICE_LOGGER } from '@cricket/service-kit';
import { GATEWAY_OPTIONS, type ResolvedGatewayOptions } from '../gateway-options';
import { backoffAttempt, longestMemoryMs, retryAfterSeconds, windowAttempt, type ThrottleDecision, type ThrottleState } from './throttle-rules';

const SWEEP_INTERVAL_MS = 10 * 60_000;

interface ThrottleRow {
  count: number;
  since: Date;
  blockedUntil: Date | null;
  now: Date;
}

/** Address-limited actions besides sign-in. */
export type AddressLimitedAction = 'registration' | 'passwordChange';

/**
 * Throttling kept in the gateway's database, so every replica counts the same attempts (the
 * Kubernetes deployment scales the gateway). Each key's row is read and written under a row lock
 * in one transaction, on the database's clock. Every method answers the seconds to wait, 0 when
 * the attempt may go ahead.
 */
@Injectable()
export class Throttle implements OnModuleInit, OnModuleDestroy {
  private sweeper?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(GATEWAY_OPTIONS) private readonly options: Pick<ResolvedGatewayOptions, 'throttling'>,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /**
   * A sign-in attempt: the address's attempts, then the failures of this account from this
   * address. Keyed on the pair, an attacker's address is slowed while the owner elsewhere is not.
   */
  async signIn(account: string | null, address: string): Promise<number> {
    const rules = this.options.throttling;
    const wait = await this.decide(`sign-in:${address}`, (state, now) => windowAttempt(state, now, rules.signIn));
    if (wait || account === null) return wait;
    return this.decide(failuresKey(account, address), (state, now) => backoffAttempt(state, now, rules.signInFailures));
  }

  /** The right password clears the pair's failures. */
  async signedIn(account: string, address: string): Promise<void> {
    await this.dataSource.query('DELETE FROM throttles WHERE key = $1', [failuresKey(account, address)]);
  }

  async attempt(action: AddressLimitedAction, address: string): Promise<number> {
    const rule = this.options.throttling[action];
    return this.decide(`${action}:${address}`, (state, now) => windowAttempt(state, now, rule));
  }

  private decide(key: string, decide: (state: ThrottleState, now: number) => ThrottleDecision): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query('INSERT INTO throttles (key, count, since) VALUES ($1, 0, now()) ON CONFLICT (key) DO NOTHING', [key]);
      const [row] = (await manager.query('SELECT count, since, blocked_until AS "blockedUntil", now() AS now FROM throttles WHERE key = $1 FOR UPDATE', [key])) as ThrottleRow[];
      const state = { count: row.count, since: row.since.getTime(), blockedUntil: row.blockedUntil?.getTime() ?? null };
      const decision = decide(state, row.now.getTime());
      if (decision.retryAfterMs > 0) return retryAfterSeconds(decision.retryAfterMs);
      const next = decision.state;
      await manager.query('UPDATE throttles SET count = $2, since = $3, blocked_until = $4 WHERE key = $1', [
        key,
        next.count,
        new Date(next.since),
        next.blockedUntil === null ? null : new Date(next.blockedUntil),
      ]);
      return 0;
    });
  }

  private async sweep(): Promise<void> {
    try {
      const seconds = Math.ceil(longestMemoryMs(this.options.throttling) / 1000);
      await this.dataSource.query(
        "DELETE FROM throttles WHERE since < now() - make_interval(secs => $1) AND (blocked_until IS NULL OR blocked_until < now())",
        [seconds],
      );
    } catch (error) {
      this.logger.warn({ err: error }, 'throttle sweep failed');
    }
  }
}

/** The account is hashed: the table holds no email address or username. */
function failuresKey(account: string, address: string): string {
  return `sign-in-failures:${createHash('sha256').update(account).digest('hex')}:${address}`;
}
