import WebSocket from 'ws';
import { WS_PATH } from '@cricket/contracts';

/** How an attempt to open `/ws` ended: opened (with the server's first message), or refused with a status. */
export type SocketAttempt = { opened: true; firstMessage: unknown } | { opened: false; status: number | null };

/**
 * Opens `/ws` the way a browser page would, but with any Origin and cookie: Node's global
 * WebSocket cannot set Origin, the `ws` package can.
 */
export function openSocket(baseUrl: string, headers: Record<string, string>, query = ''): Promise<SocketAttempt> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${WS_PATH}${query}`, { headers, handshakeTimeout: 10_000 });
    const done = (attempt: SocketAttempt) => {
      socket.removeAllListeners();
      socket.on('error', () => undefined);
      socket.terminate();
      resolve(attempt);
    };
    socket.once('message', (data) => done({ opened: true, firstMessage: JSON.parse(String(data)) }));
    socket.once('unexpected-response', (_request, response) => done({ opened: false, status: response.statusCode ?? null }));
    socket.once('error', () => done({ opened: false, status: null }));
    socket.once('close', () => done({ opened: false, status: null }));
  });
}
