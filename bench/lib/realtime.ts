/**
 * services/realtime listening on 127.0.0.1 (/ws), fed by a bus the matches service publishes to,
 * and the headers a signed-in fan's browser upgrade carries through the gateway.
 */
import type { AddressInfo } from 'node:net';
import { INTERNAL_AUTH_HEADER, type AuthContext } from '@cricket/contracts';
import { createLogger, createServiceApp, DEV_INTERNAL_TOKEN_SECRET, signInternalToken, type EventBus } from '@cricket/service-kit';
import { testConfig } from '@cricket/service-kit/testing';
import { realtimeService } from '../../services/realtime/src/service';
import { RealtimeSocketServer } from '../../services/realtime/src/sockets/realtime-socket.server';

export interface RealtimeApp {
  /** ws:// URL of /ws. */
  url: string;
  server: RealtimeSocketServer;
  /** Upgrade headers of a member of `workspaceId` (signed context, same-origin). */
  fanHeaders: (workspaceId: number) => Record<string, string>;
  close: () => Promise<void>;
}

export async function startRealtimeApp(bus: EventBus, natsUrl: string | null): Promise<RealtimeApp> {
  const logger = createLogger('realtime', 'silent');
  const app = await createServiceApp(realtimeService, { config: { ...testConfig('realtime', ''), natsUrl, logLevel: 'silent' }, logger, bus });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/ws?t=${Date.now()}`,
    server: app.get(RealtimeSocketServer),
    fanHeaders: (workspaceId) => {
      const context: AuthContext = {
        user: { id: 2, username: 'fan', name: 'Fan', email: 'fan@example.com', role: 'player' },
        workspace: { id: workspaceId, name: 'Bench', role: 'member' },
        permissions: [],
      };
      return { [INTERNAL_AUTH_HEADER]: signInternalToken(context, DEV_INTERNAL_TOKEN_SECRET), Origin: `http://127.0.0.1:${port}`, Host: `127.0.0.1:${port}` };
    },
    close: () => app.close(),
  };
}
