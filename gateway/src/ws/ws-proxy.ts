import http, { type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { ANONYMOUS, INTERNAL_AUTH_HEADER, REQUEST_ID_HEADER, WS_PATH, type AuthContext } from '@cricket/contracts';
import { randomUUID } from 'node:crypto';
import type { AuthContextService } from '../context/auth-context.service';
import type { InternalTokens } from '../context/internal-tokens';
import { HOP_BY_HOP } from '../proxy/proxy.service';
import { sessionTokenFrom } from '../sessions/session-cookie';
import type { SessionEndings } from '../sessions/session-endings';
import { sessionIdOf, type SessionService } from '../sessions/session.service';

export interface WsProxyOptions {
  /** The realtime service's base URL; none means every upgrade is answered 503. */
  realtimeUrl: string | undefined;
  /** The signed auth context realtime gets (one token per context, reused). */
  tokens: InternalTokens;
  contexts: AuthContextService;
  sessions: SessionService;
  endings: SessionEndings;
  logger: Logger;
}

/** The headers of the client's upgrade request that reach realtime (the socket's own handshake included). */
const DROPPED = new Set([...HOP_BY_HOP, 'cookie', INTERNAL_AUTH_HEADER, 'host']);

const NO_SESSION = '';

function rejectUpgrade(socket: Duplex, status: number, text: string): void {
  if (!socket.writable) return void socket.destroy();
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`);
}

function headerLines(statusLine: string, raw: string[]): string {
  const lines = [statusLine];
  for (let i = 0; i < raw.length; i += 2) lines.push(`${raw[i]}: ${raw[i + 1]}`);
  return lines.join('\r\n') + '\r\n\r\n';
}

/**
 * `/ws` (DESIGN.md §1): the session comes from the cookie only (a token in the URL would end up
 * in logs and histories); the upgrade goes on to realtime with the signed auth context, the
 * anonymous one for a fan without an account. Realtime decides (foreign Origin; what an anonymous
 * socket may hear); the gateway only forwards its answer. A socket lives no
 * longer than its session: when the session ends, on any replica, the socket is closed.
 */
export class WsProxy {
  /** Open sockets by the id of the session that opened them (`NO_SESSION` when realtime took one without). */
  private readonly sockets = new Map<string, Set<Duplex>>();
  private readonly stopListening: () => void;

  constructor(private readonly options: WsProxyOptions) {
    this.stopListening = options.endings.onEnded((ids) => void this.closeEnded(ids));
  }

  attach(server: http.Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      void this.handle(request, socket, head).catch((error: unknown) => {
        this.options.logger.error({ err: error }, 'websocket proxy failed');
        rejectUpgrade(socket, 500, 'Internal Server Error');
      });
    });
  }

  /** Ends every proxied socket (at shutdown). */
  closeAll(): void {
    this.stopListening();
    for (const sockets of this.sockets.values()) for (const socket of sockets) socket.destroy();
    this.sockets.clear();
  }

  /** Closes the sockets of sessions that ended; null means any may have, so each is checked. */
  private async closeEnded(ids: string[] | null): Promise<void> {
    let ended = ids;
    if (ended === null) {
      const open = [...this.sockets.keys()].filter((id) => id !== NO_SESSION);
      const live = await this.options.sessions.liveIds(open).catch(() => new Set(open));
      ended = open.filter((id) => !live.has(id));
    }
    for (const id of ended) {
      for (const socket of this.sockets.get(id) ?? []) socket.destroy();
      this.sockets.delete(id);
    }
  }

  private track(sessionId: string, socket: Duplex): void {
    const sockets = this.sockets.get(sessionId) ?? new Set<Duplex>();
    sockets.add(socket);
    this.sockets.set(sessionId, sockets);
    socket.on('close', () => {
      sockets.delete(socket);
      if (!sockets.size && this.sockets.get(sessionId) === sockets) this.sockets.delete(sessionId);
    });
  }

  private async handle(request: IncomingMessage, client: Duplex, head: Buffer): Promise<void> {
    client.on('error', () => client.destroy());
    const url = new URL(request.url ?? '/', 'http://gateway.invalid');
    if (url.pathname !== WS_PATH) return rejectUpgrade(client, 404, 'Not Found');
    const requestId = (typeof request.headers[REQUEST_ID_HEADER] === 'string' && request.headers[REQUEST_ID_HEADER]) || randomUUID();
    const realtime = this.options.realtimeUrl ? new URL(this.options.realtimeUrl) : null;
    if (!realtime) return rejectUpgrade(client, 503, 'Service Unavailable');

    const token = sessionTokenFrom(request.headers.cookie);
    let context: AuthContext;
    try {
      context = await this.options.contexts.forSessionToken(token, requestId);
    } catch {
      return rejectUpgrade(client, 503, 'Service Unavailable');
    }

    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && !DROPPED.has(name)) headers[name] = value;
    }
    headers.connection = 'Upgrade';
    headers.upgrade = typeof request.headers.upgrade === 'string' ? request.headers.upgrade : 'websocket';
    if (request.headers.host) {
      headers.host = request.headers.host;
      headers['x-forwarded-host'] = request.headers.host;
    }
    const priorFor = request.headers['x-forwarded-for'];
    headers['x-forwarded-for'] = [typeof priorFor === 'string' ? priorFor : undefined, request.socket.remoteAddress].filter(Boolean).join(', ');
    headers[REQUEST_ID_HEADER] = requestId;
    headers[INTERNAL_AUTH_HEADER] = this.options.tokens.for(context ?? ANONYMOUS);

    const upstream = http.request({
      protocol: realtime.protocol,
      hostname: realtime.hostname,
      port: realtime.port,
      method: 'GET',
      path: url.pathname + url.search,
      headers,
      timeout: 5_000,
    });
    upstream.on('timeout', () => upstream.destroy(new Error('realtime upgrade timed out')));
    upstream.on('error', (error) => {
      this.options.logger.warn({ err: error, reqId: requestId }, 'realtime unavailable');
      rejectUpgrade(client, 503, 'Service Unavailable');
    });
    // Realtime refused the upgrade (for example 403 for a foreign Origin): relay its answer and close.
    upstream.on('response', (response) => {
      client.write(headerLines(`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`, response.rawHeaders));
      response.pipe(client);
    });
    upstream.on('upgrade', (response, server, serverHead) => {
      upstream.setTimeout(0);
      server.setTimeout(0);
      server.setNoDelay(true);
      server.setKeepAlive(true);
      server.on('error', () => client.destroy());
      client.on('error', () => server.destroy());
      if (!client.writable) return void server.destroy();
      client.write(headerLines(`HTTP/1.1 101 ${response.statusMessage || 'Switching Protocols'}`, response.rawHeaders));
      if (serverHead.length) client.write(serverHead);
      if (head.length) server.write(head);
      this.track(token && context.user ? sessionIdOf(token) : NO_SESSION, client);
      client.on('close', () => server.destroy());
      server.on('close', () => client.destroy());
      server.pipe(client).pipe(server);
    });
    upstream.end();
  }
}
