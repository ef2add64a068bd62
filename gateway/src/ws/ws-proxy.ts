import http, { type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { ANONYMOUS, INTERNAL_AUTH_HEADER, REQUEST_ID_HEADER, WS_PATH, type AuthContext } from '@cricket/contracts';
import { signInternalToken } from '@cricket/service-kit';
import { randomUUID } from 'node:crypto';
import type { AuthContextService } from '../context/auth-context.service';
import { sessionTokenFrom } from '../sessions/session-cookie';
import { HOP_BY_HOP } from '../proxy/proxy.service';

export interface WsProxyOptions {
  /** The realtime service's base URL; none means every upgrade is answered 503. */
  realtimeUrl: string | undefined;
  internalTokenSecret: string;
  contexts: AuthContextService;
  logger: Logger;
}

/** The headers of the client's upgrade request that reach realtime (the socket's own handshake included). */
const DROPPED = new Set([...HOP_BY_HOP, 'cookie', INTERNAL_AUTH_HEADER, 'host']);

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
 * `/ws` (DESIGN.md §1): the session comes from the cookie, or from `?token=<sid>` when there is
 * no cookie; the upgrade goes on to realtime with the signed auth context. Realtime decides
 * (foreign Origin, no user); the gateway only forwards its answer.
 */
export class WsProxy {
  private readonly sockets = new Set<Duplex>();

  constructor(private readonly options: WsProxyOptions) {}

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
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  private async handle(request: IncomingMessage, client: Duplex, head: Buffer): Promise<void> {
    client.on('error', () => client.destroy());
    const url = new URL(request.url ?? '/', 'http://gateway.invalid');
    if (url.pathname !== WS_PATH) return rejectUpgrade(client, 404, 'Not Found');
    const requestId = (typeof request.headers[REQUEST_ID_HEADER] === 'string' && request.headers[REQUEST_ID_HEADER]) || randomUUID();
    const realtime = this.options.realtimeUrl ? new URL(this.options.realtimeUrl) : null;
    if (!realtime) return rejectUpgrade(client, 503, 'Service Unavailable');

    const cookieToken = sessionTokenFrom(request.headers.cookie);
    const token = cookieToken ?? url.searchParams.get('token');
    let context: AuthContext;
    try {
      context = await this.options.contexts.forSessionToken(token, requestId);
    } catch {
      return rejectUpgrade(client, 503, 'Service Unavailable');
    }
    // The session token never travels further than the gateway.
    url.searchParams.delete('token');

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
    headers[INTERNAL_AUTH_HEADER] = signInternalToken(context ?? ANONYMOUS, this.options.internalTokenSecret);

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
      this.sockets.add(client);
      client.on('close', () => {
        this.sockets.delete(client);
        server.destroy();
      });
      server.on('close', () => client.destroy());
      server.pipe(client).pipe(server);
    });
    upstream.end();
  }
}
