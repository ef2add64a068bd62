import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { GATEWAY_OPTIONS, type LoginLimits, type ResolvedGatewayOptions } from '../gateway-options';

/** Timestamps of recent events per key, in a sliding window. */
export class SlidingWindowCounter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  count(key: string, now = Date.now()): number {
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length) this.hits.set(key, recent);
    else this.hits.delete(key);
    return recent.length;
  }

  isExhausted(key: string, now = Date.now()): boolean {
    return this.count(key, now) >= this.limit;
  }

  record(key: string, now = Date.now()): void {
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    recent.push(now);
    this.hits.set(key, recent);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  sweep(now = Date.now()): void {
    for (const key of [...this.hits.keys()]) this.count(key, now);
  }
}

/**
 * Sign-in throttling: failures per account (the lower-cased username or email as typed, so an
 * unknown account is throttled exactly like a known one and existence never shows) and attempts
 * per client address. Held in memory, so the limits apply per gateway replica.
 */
@Injectable()
export class LoginRateLimiter implements OnModuleDestroy {
  private readonly accounts: SlidingWindowCounter;
  private readonly addresses: SlidingWindowCounter;
  private readonly sweeper: NodeJS.Timeout;

  constructor(@Inject(GATEWAY_OPTIONS) options: Pick<ResolvedGatewayOptions, 'loginLimits'>) {
    const limits: LoginLimits = options.loginLimits;
    this.accounts = new SlidingWindowCounter(limits.accountFailures, limits.accountWindowMs);
    this.addresses = new SlidingWindowCounter(limits.addressAttempts, limits.addressWindowMs);
    this.sweeper = setInterval(() => {
      this.accounts.sweep();
      this.addresses.sweep();
    }, 60_000);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  static accountKey(username: unknown): string {
    return typeof username === 'string' ? username.trim().toLowerCase() : '';
  }

  /** Counts one attempt from the address; true when this attempt must be refused with 429. */
  attempt(account: string, address: string): boolean {
    const refused = this.addresses.isExhausted(address) || (account !== '' && this.accounts.isExhausted(account));
    this.addresses.record(address);
    return refused;
  }

  failed(account: string): void {
    if (account) this.accounts.record(account);
  }

  succeeded(account: string): void {
    this.accounts.reset(account);
  }
}
