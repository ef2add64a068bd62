import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage } from 'node:http';
import WebSocket, { WebSocketServer } from 'ws';
import { createLogger } from '@cricket/service-kit';
import { createTestDatabase, startTestService, testConfig, type TestService } from '@cricket/service-kit/testing';
import { identityService } from '@cricket/identity/src/service';
import { createGateway, type GatewayOptions } from '../src/gateway';
import { builtFrontEnds } from './factories';

export interface RunningGateway {
  app: NestFastifyApplication;
  url: string;
}

/**
 * What a gateway test runs against: identity on a port of its own, a database for the gateway,
 * built front ends, and a bare WebSocket server standing in for realtime (`onSocket` sees what an
 * upgrade carried). `start` runs a gateway on it; `close` stops everything and drops the database.
 */
export async function gatewayTestBed(databaseName: string, extra: Partial<GatewayOptions>, onSocket?: (socket: WebSocket, request: IncomingMessage) => void) {
  const identity: TestService = await startTestService('identity', identityService);
  await identity.app.listen(0, '127.0.0.1');
  const database = await createTestDatabase(databaseName);
  const realtime = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  if (onSocket) realtime.on('connection', onSocket);
  await new Promise((resolve) => realtime.once('listening', resolve));
  const { port } = realtime.address() as { port: number };
  const options: GatewayOptions = {
    runtime: { config: testConfig('gateway', database.url), logger: createLogger('gateway', 'silent'), bus: identity.bus },
    ...builtFrontEnds(),
    ...extra,
    serviceUrls: { identity: await identity.app.getUrl(), realtime: `http://127.0.0.1:${port}`, ...extra.serviceUrls },
  };
  return {
    identity,
    realtime,
    options,
    async start(overrides: Partial<GatewayOptions> = {}): Promise<RunningGateway> {
      const app = await createGateway({ ...options, ...overrides });
      await app.listen(0, '127.0.0.1');
      return { app, url: await app.getUrl() };
    },
    async close(): Promise<void> {
      await new Promise((resolve) => realtime.close(resolve));
      await identity.close();
      await database.drop();
    },
  };
}
