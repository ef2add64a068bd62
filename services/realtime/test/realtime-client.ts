import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { INTERNAL_AUTH_HEADER, type AuthContext, type ServerMessage } from '@cricket/contracts';
import { createLogger, createServiceApp, signInternalToken, type EventBus } from '@cricket/service-kit';
import { testConfig } from '@cricket/service-kit/testing';
import { realtimeService } from '../src/service';

export interface RunningRealtime {
  app: NestFastifyApplication;
  port: number;
  close: () => Promise<void>;
}

export async function startRealtime(bus: EventBus): Promise<RunningRealtime> {
  const config = testConfig('realtime', '');
  const logger = createLogger('realtime', config.logLevel);
  const app = await createServiceApp(realtimeService, { config, logger, bus });
  await app.listen(0, '127.0.0.1');
  const port = (app.getHttpServer().address() as AddressInfo).port;
  return { app, port, close: () => app.close() };
}

/** A browser's socket as the gateway forwards it: signed context, Origin and Host passed through. */
export class TestSocket {
  readonly messages: ServerMessage[] = [];
  private waiters: (() => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()) as ServerMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static open(port: number, context: AuthContext | null, headers: Record<string, string> = {}, secret?: string): Promise<TestSocket> {
    const all: Record<string, string> = { Origin: `http://localhost:${port}`, Host: `localhost:${port}`, ...headers };
    if (context) all[INTERNAL_AUTH_HEADER] = signInternalToken(context, secret ?? testConfig('realtime', '').internalTokenSecret);
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?t=${Date.now()}`, { headers: all });
    return new Promise((resolve, reject) => {
      const socket = new TestSocket(ws);
      ws.once('open', () => resolve(socket));
      ws.once('unexpected-response', (_req, res) => reject(new RefusedError(res.statusCode ?? 0)));
      ws.once('error', reject);
    });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Waits for a message of this type (after `from` messages) and returns it. */
  async next(type: string, timeoutMs = 5000, from = 0): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.slice(from).find((m) => m.type === type);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} message within ${timeoutMs} ms; got ${this.messages.map((m) => m.type).join(', ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /**
   * Resolves once the server has handled everything this socket sent so far: it answers a PING
   * in order, so its pong comes after a subscription has taken effect.
   */
  async processed(): Promise<void> {
    const from = this.messages.length;
    this.send({ type: 'PING' });
    await this.next('pong', 5000, from);
  }

  ofType(type: string): ServerMessage[] {
    return this.messages.filter((m) => m.type === type);
  }

  close(): void {
    this.ws.close();
  }
}

export class RefusedError extends Error {
  constructor(readonly status: number) {
    super(`socket refused with ${status}`);
  }
}

export function member(userId: number, workspaceId: number | null): AuthContext {
  return {
    user: { id: userId, username: `user${userId}`, name: `User ${userId}`, email: `user${userId}@example.com`, role: 'player' },
    workspace: workspaceId === null ? null : { id: workspaceId, name: `Club ${workspaceId}`, role: 'member' },
    permissions: [],
  };
}

export async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The message type of the probe `quiet` publishes: a new tournament goes to every signed-in socket. */
export const PROBE_TYPE = 'TOURNAMENT_UPDATE';
