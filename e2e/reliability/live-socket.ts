import { WebSocket } from 'ws';
import { WS_PATH, type ServerMessage, type ServerMessageType } from '@cricket/contracts';

/** A signed-in browser's live-update socket through the gateway, keeping every message it gets. */
export class LiveSocket {
  readonly messages: ServerMessage[] = [];

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => this.messages.push(JSON.parse(data.toString()) as ServerMessage));
  }

  /** Opens the socket as the shell does (same Origin, session cookie) and waits for the server's 'connection'. */
  static open(baseUrl: string, cookie: string, timeoutMs = 10_000): Promise<LiveSocket> {
    const url = new URL(WS_PATH, baseUrl);
    url.protocol = 'ws:';
    const ws = new WebSocket(url, { headers: { Cookie: cookie, Origin: baseUrl } });
    const socket = new LiveSocket(ws);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        ws.terminate();
        reject(new Error(`no 'connection' message within ${timeoutMs} ms`));
      }, timeoutMs);
      ws.on('message', () => {
        if (!socket.messages.some((m) => m.type === 'connection')) return;
        clearTimeout(timer);
        resolve(socket);
      });
      ws.once('unexpected-response', (_request, response) => reject(new Error(`socket refused: ${response.statusCode}`)));
      ws.once('error', reject);
    });
  }

  /** The `data[field]` of every message of this type, in arrival order (a repeat shows up twice). */
  idsOf(type: ServerMessageType, field: string): number[] {
    return this.messages.filter((m) => m.type === type).map((m) => (m.data as Record<string, number>)[field]);
  }

  close(): void {
    this.ws.close();
  }
}
