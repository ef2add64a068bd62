import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { WS_PATH, type ServerMessage } from '@cricket/contracts';
import { httpErrorBody, SERVICE_CONFIG, SERVICE_LOGGER, type ServiceConfig } from '@cricket/service-kit';
import type { Audience, Delivery } from '../events/event-messages';
import { framed, writeFramed, type FramedMessages } from './frames';
import { parseClientMessage, PROTOCOL_ERRORS, serverMessage } from './client-protocol';
import { SocketRegistry, type SocketClient } from './socket-registry';
import { decideUpgrade, parseAllowedOrigins } from './upgrade-auth';

/** Dead sockets (no pong to a ws ping frame within one interval) are dropped. */
export const KEEPALIVE_INTERVAL_MS = Number(process.env.WS_KEEPALIVE_MS ?? 30_000);
/** Client messages are tiny; anything larger is refused by ws with close code 1009. */
export const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 100;
/** A socket whose unsent backlog grows past this is too slow to follow; it is closed. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** Audiences as a key: deliveries with equal keys reach the same sockets. */
function audienceKey(audiences: readonly Audience[]): string {
  return JSON.stringify(audiences);
}

interface Liveness {
  alive: boolean;
}

/**
 * The WebSocket server at /ws (core §7), on the app's own http server: the gateway
 * proxies the browser's upgrade here with the signed auth context of the session, or the
 * anonymous one of a fan watching a shared match.
 */
@Injectable()
export class RealtimeSocketServer implements OnApplicationBootstrap, OnModuleDestroy {
  readonly registry = new SocketRegistry<WebSocket>();
  /** No compression: a frame built once is written as is to every socket (and a deflate context per socket would cost memory). */
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES, clientTracking: false, perMessageDeflate: false });
  private readonly allowedOrigins = parseAllowedOrigins(process.env.ALLOWED_ORIGINS);
  private readonly liveness = new WeakMap<WebSocket, Liveness>();
  private keepalive: NodeJS.Timeout | null = null;
  private httpServer: Server | null = null;
  private readonly onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => this.upgrade(request, socket, head);

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.httpServer = this.adapterHost.httpAdapter.getHttpServer() as Server;
    this.httpServer.on('upgrade', this.onUpgrade);
    this.keepalive = setInterval(() => this.sweep(), KEEPALIVE_INTERVAL_MS);
    this.keepalive.unref();
  }

  onModuleDestroy(): void {
    this.httpServer?.off('upgrade', this.onUpgrade);
    if (this.keepalive) clearInterval(this.keepalive);
    for (const client of [...this.registry.all()]) client.socket.terminate();
    this.wss.close();
  }

  /**
   * Sends messages, in order, to every socket of their audiences: each message serialised and
   * framed once, whatever the number of sockets, and each socket written once with all of its
   * messages (a ball's BALL_RECORDED and SCORE_UPDATE in one write). Answers the sockets written.
   */
  deliver(deliveries: readonly Delivery[]): number {
    if (deliveries.length === 0) return 0;
    const payloads = deliveries.map((d) => Buffer.from(JSON.stringify(d.message)));
    const audience = audienceKey(deliveries[0].audiences);
    if (deliveries.every((d) => audienceKey(d.audiences) === audience)) {
      // The live-score case: one audience, every socket of it gets the same bytes.
      const messages = framed(payloads);
      let written = 0;
      for (const client of this.registry.recipients(deliveries[0].audiences)) if (this.write(client.socket, messages)) written++;
      return written;
    }
    // Mixed audiences: each socket its own messages in order; sockets with the same ones share the bytes.
    const wanted = new Map<SocketClient<WebSocket>, number[]>();
    deliveries.forEach((delivery, index) => {
      for (const client of this.registry.recipients(delivery.audiences)) {
        const indices = wanted.get(client);
        if (indices) indices.push(index);
        else wanted.set(client, [index]);
      }
    });
    const shared = new Map<string, FramedMessages>();
    let written = 0;
    for (const [client, indices] of wanted) {
      const key = indices.join();
      let messages = shared.get(key);
      if (!messages) shared.set(key, (messages = framed(indices.map((i) => payloads[i]))));
      if (this.write(client.socket, messages)) written++;
    }
    return written;
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = (request.url ?? '').split('?')[0];
    if (path !== WS_PATH) return refuse(socket, 404, 'Not found');
    const decision = decideUpgrade(request.headers, this.config.internalTokenSecret, this.allowedOrigins);
    if (!decision.ok) {
      this.logger.info({ status: decision.status, origin: request.headers.origin }, 'socket refused');
      return refuse(socket, decision.status, decision.message);
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      const { user, workspace } = decision.context;
      this.accept(ws, user?.id ?? null, user ? (workspace?.id ?? null) : null);
    });
  }

  private accept(ws: WebSocket, userId: number | null, workspaceId: number | null): void {
    const client = this.registry.add(ws, userId, workspaceId);
    const liveness: Liveness = { alive: true };
    this.liveness.set(ws, liveness);
    ws.on('pong', () => (liveness.alive = true));
    ws.on('message', (data, isBinary) => this.receive(client, data, isBinary));
    ws.on('close', () => this.registry.remove(ws));
    ws.on('error', (error) => {
      this.logger.debug({ err: error, userId }, 'socket error');
      this.registry.remove(ws);
    });
    this.send(ws, serverMessage('connection', { data: { userId, workspaceId } }));
  }

  private receive(client: SocketClient<WebSocket>, data: RawData, isBinary: boolean): void {
    const raw = isBinary ? '' : Array.isArray(data) ? Buffer.concat(data).toString() : data.toString();
    const action = parseClientMessage(raw);
    switch (action.kind) {
      case 'pong':
        return this.send(client.socket, serverMessage('pong'));
      case 'subscribe':
        if (client.matches.has(action.matchId)) return;
        if (client.matches.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return this.send(client.socket, serverMessage('error', { message: PROTOCOL_ERRORS.tooManySubscriptions }));
        }
        this.registry.subscribe(client, action.matchId);
        // What the page read before now may miss a ball this socket was not yet told of: it refetches.
        return this.send(client.socket, serverMessage('FORCE_REFRESH', { matchId: action.matchId }));
      case 'unsubscribe':
        return this.registry.unsubscribe(client, action.matchId);
      case 'error':
        return this.send(client.socket, serverMessage('error', { message: action.message }));
    }
  }

  private send(ws: WebSocket, message: ServerMessage): void {
    this.write(ws, framed([Buffer.from(JSON.stringify(message))]));
  }

  /**
   * Never waits for a socket: what it has not taken yet stays in its own buffer, and a socket
   * whose backlog passed MAX_BUFFERED_BYTES is closed instead of written, so one slow reader
   * costs the others nothing and holds at most the bound (plus one write) in memory.
   */
  private write(ws: WebSocket, messages: FramedMessages): boolean {
    if (ws.readyState !== WebSocket.OPEN) return false;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.logger.warn({ buffered: ws.bufferedAmount }, 'closing a socket too slow to follow');
      ws.terminate();
      return false;
    }
    writeFramed(ws, messages);
    return true;
  }

  private sweep(): void {
    for (const client of [...this.registry.all()]) {
      const liveness = this.liveness.get(client.socket);
      if (!liveness) continue;
      if (!liveness.alive) {
        client.socket.terminate();
        this.registry.remove(client.socket);
        continue;
      }
      liveness.alive = false;
      client.socket.ping();
    }
  }
}

function refuse(socket: Duplex, status: number, message: string): void {
  const error = httpErrorBody(status, message);
  const body = JSON.stringify(error);
  socket.on('error', () => socket.destroy());
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${error.error}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
