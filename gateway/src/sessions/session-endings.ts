import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Logger } from 'pino';
import { Client } from 'pg';
import { SERVICE_CONFIG, SERVICE_LOGGER, type ServiceConfig } from '@cricket/service-kit';

/** The PostgreSQL channel a deleted session's id is announced on (see `SessionService.end`). */
export const SESSIONS_ENDED_CHANNEL = 'sessions_ended';
const RECONNECT_DELAY_MS = 1_000;

/** The ids of sessions that ended, or null when some may have ended unheard (the listener reconnected). */
export type SessionsEndedListener = (sessionIds: string[] | null) => void;

/**
 * Tells every gateway replica which sessions ended, whichever replica ended them: each listens on
 * the gateway's own database (LISTEN/NOTIFY), so a sign-out or a password change drops the
 * sessions from every replica's cache and closes their sockets at once.
 */
@Injectable()
export class SessionEndings implements OnModuleInit, OnModuleDestroy {
  private readonly listeners = new Set<SessionsEndedListener>();
  private client: Client | null = null;
  private reconnect?: NodeJS.Timeout;
  private closed = false;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  onEnded(listener: SessionsEndedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async onModuleInit(): Promise<void> {
    await this.listen();
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnect);
    await this.client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl });
    client.on('notification', (message) => {
      if (message.channel === SESSIONS_ENDED_CHANNEL && message.payload) this.tell(message.payload.split(','));
    });
    client.on('error', (error) => this.logger.warn({ err: error }, 'session endings listener failed'));
    client.on('end', () => this.retry(client));
    this.client = client;
    await client.connect();
    await client.query(`LISTEN ${SESSIONS_ENDED_CHANNEL}`);
  }

  /** A lost connection missed what was announced meanwhile: listen again, then let everyone check. */
  private retry(ended: Client): void {
    if (this.closed || this.client !== ended) return;
    this.client = null;
    this.reconnect = setTimeout(() => {
      this.listen()
        .then(() => this.tell(null))
        .catch(() => this.retry(this.client ?? ended));
    }, RECONNECT_DELAY_MS);
  }

  private tell(sessionIds: string[] | null): void {
    for (const listener of this.listeners) listener(sessionIds);
  }
}
