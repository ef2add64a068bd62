import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { ANONYMOUS, type AuthContext, type EventEnvelope } from '@cricket/contracts';
import { EVENT_BUS, SERVICE_LOGGER, type EventBus, type EventSubscription } from '@cricket/service-kit';
import { SessionService } from '../sessions/session.service';
import { IdentityClient } from './identity.client';

/** How long a user's auth context is reused before identity is asked again. */
export const CONTEXT_TTL_MS = 5_000;
/**
 * In its last second a context is still served, and identity is asked again in the background,
 * so a busy user's requests never wait on that call; once the TTL has passed they do.
 */
export const CONTEXT_REFRESH_AHEAD_MS = 1_000;

interface Entry {
  context: AuthContext;
  expiresAt: number;
}

/**
 * Session → user → auth context (DESIGN.md §4), cached briefly per user. The cache is per
 * replica; entries are dropped on identity events (another replica's switch or role change)
 * and after the user's own writes to identity.
 */
@Injectable()
export class AuthContextService implements OnModuleInit, OnModuleDestroy {
  private readonly cache = new Map<number, Entry>();
  private readonly inFlight = new Map<number, Promise<AuthContext>>();
  /** Bumped at every invalidation, so a fetch that raced one is not cached. */
  private generation = 0;
  private subscription?: EventSubscription;

  constructor(
    private readonly sessions: SessionService,
    private readonly identity: IdentityClient,
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    // Non-durable: every replica must see every identity event to clear its own cache.
    this.subscription = await this.bus.subscribe('gateway', ['identity.>'], async (event) => this.onIdentityEvent(event), { durable: false });
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.close();
  }

  /** The context of whoever holds this session token; ANONYMOUS without a live session. */
  async forSessionToken(token: string | null, requestId?: string): Promise<AuthContext> {
    const userId = await this.sessions.userIdOf(token);
    if (userId === null) return ANONYMOUS;
    return this.forUser(userId, requestId);
  }

  async forUser(userId: number, requestId?: string): Promise<AuthContext> {
    const cached = this.cache.get(userId);
    const now = Date.now();
    if (cached && cached.expiresAt > now) {
      if (cached.expiresAt - now <= CONTEXT_REFRESH_AHEAD_MS && !this.inFlight.has(userId)) {
        // A failed refresh leaves the entry to its TTL; the first request after that asks (and answers 503) itself.
        this.fetch(userId, requestId).catch((error: unknown) => this.logger.debug({ err: error, userId }, 'auth context refresh failed'));
      }
      return cached.context;
    }
    return this.inFlight.get(userId) ?? this.fetch(userId, requestId);
  }

  /** Asks identity for the user's context and caches it, unless an invalidation raced the call. */
  private fetch(userId: number, requestId?: string): Promise<AuthContext> {
    const generation = this.generation;
    const fetching = this.identity
      .context(userId, requestId)
      .then((context) => {
        const resolved = context ?? ANONYMOUS;
        if (generation === this.generation) this.cache.set(userId, { context: resolved, expiresAt: Date.now() + CONTEXT_TTL_MS });
        return resolved;
      })
      .finally(() => {
        if (this.inFlight.get(userId) === fetching) this.inFlight.delete(userId);
      });
    this.inFlight.set(userId, fetching);
    return fetching;
  }

  /** Drops the user's context, and any call for it already under way: the next request asks identity afresh. */
  forgetUser(userId: number): void {
    this.generation++;
    this.cache.delete(userId);
    this.inFlight.delete(userId);
  }

  forgetWorkspace(workspaceId: number): void {
    this.generation++;
    // Calls under way do not say whose workspace they will answer with: none is shared any more.
    this.inFlight.clear();
    for (const [userId, entry] of this.cache) {
      if (entry.context.workspace?.id === workspaceId) this.cache.delete(userId);
    }
  }

  private async onIdentityEvent(event: EventEnvelope): Promise<void> {
    const data = (event.data ?? {}) as { userId?: unknown; workspaceId?: unknown };
    if (typeof data.userId === 'number') this.forgetUser(data.userId);
    if (typeof event.actorId === 'number') this.forgetUser(event.actorId);
    const workspaceId = typeof data.workspaceId === 'number' ? data.workspaceId : event.workspaceId;
    if (typeof workspaceId === 'number') this.forgetWorkspace(workspaceId);
    this.logger.debug({ event: event.type }, 'auth context cache invalidated');
  }
}
