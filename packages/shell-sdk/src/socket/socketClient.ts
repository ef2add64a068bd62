import { LIMITS, SOCKET_TEXTS, WS_PATH, type ClientMessage, type ServerMessage, type ServerMessageType } from '@cricket/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ToastOptions } from '../toast';
import { INVALIDATED_KEY_PREFIXES, isKeyStaleAfter, matchIdFromPath } from './invalidation';

/** Booking §4 live-update toasts (candidates for contracts' SOCKET_TEXTS). */
export const GROUND_TOAST_TEXTS = {
  GROUND_CREATE: 'New Ground Added',
  GROUND_UPDATE: 'Ground Updated',
  GROUND_DELETE: 'Ground Deleted',
  refreshed: 'Ground data has been refreshed automatically',
} as const;

export type SocketState = 'idle' | 'connecting' | 'open' | 'closed';

export interface SocketClientOptions {
  /** Defaults to ws(s)://<this host>/ws?t=<now> (core §7: same host, cache-busting parameter). */
  url?: string | (() => string);
  queryClient: QueryClient;
  toast: (options: ToastOptions) => void;
  onMessage?: (message: ServerMessage) => void;
  onStateChange?: (state: SocketState) => void;
  /** The page path, read when the socket opens to subscribe to its match. */
  currentPath?: () => string;
  /** For tests; the browser's WebSocket otherwise. */
  WebSocketImpl?: typeof WebSocket;
}

export interface SocketClient {
  connect(): void;
  close(): void;
  send(message: ClientMessage): void;
  subscribeMatch(matchId: number): void;
  unsubscribeMatch(matchId: number): void;
  readonly state: SocketState;
}

export function defaultSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${WS_PATH}?t=${Date.now()}`;
}

/**
 * The socket client of core §4 and §9: connects only when asked and never reconnects by
 * itself; messages sent before open are queued; PING every 10 s; 3 s connect time-out;
 * a failed construction is retried after 2 s; the page's match is subscribed 100 ms after
 * open; every update invalidates the cached reads it concerns.
 *
 * Updates that arrive together (a ball's BALL_RECORDED and SCORE_UPDATE, written in one go) are
 * invalidated together, 50 ms after the first: each started the page's reads again, cancelling
 * the previous ones, so every fan's browser asked for each read twice per ball.
 */
export function createSocketClient(options: SocketClientOptions): SocketClient {
  const { queryClient, toast, onMessage, onStateChange } = options;
  const Impl = options.WebSocketImpl ?? globalThis.WebSocket;
  const currentPath = options.currentPath ?? (() => window.location.pathname);
  const resolveUrl = () => (typeof options.url === 'function' ? options.url() : (options.url ?? defaultSocketUrl()));

  let socket: WebSocket | null = null;
  let state: SocketState = 'idle';
  let wanted = false;
  const queue: string[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  const staleAfter = new Set<ServerMessageType>();

  const setState = (next: SocketState) => {
    if (state === next) return;
    state = next;
    onStateChange?.(next);
  };
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const stopTimers = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    if (pingTimer !== null) clearInterval(pingTimer);
    pingTimer = null;
  };
  const connectFailed = () => toast({ title: SOCKET_TEXTS.connectFailedTitle, description: SOCKET_TEXTS.connectFailed, variant: 'destructive' });

  const transmit = (raw: string): void => {
    try {
      socket!.send(raw);
    } catch {
      toast({ title: SOCKET_TEXTS.errorTitle, description: SOCKET_TEXTS.sendFailed, variant: 'destructive' });
    }
  };

  const invalidateStale = () => {
    const types = [...staleAfter];
    staleAfter.clear();
    void queryClient.invalidateQueries({ predicate: (query) => types.some((type) => isKeyStaleAfter(type, query.queryKey)) });
  };

  const handle = (message: ServerMessage) => {
    if (INVALIDATED_KEY_PREFIXES[message.type]) {
      if (staleAfter.size === 0) setTimeout(invalidateStale, LIMITS.socket.refetchCoalesceMs);
      staleAfter.add(message.type);
    }
    switch (message.type) {
      case 'TEAM_UPDATE':
        toast({ title: SOCKET_TEXTS.teamUpdatedTitle, description: SOCKET_TEXTS.teamUpdated });
        break;
      case 'TOURNAMENT_UPDATE':
        toast({ title: SOCKET_TEXTS.tournamentUpdatedTitle, description: SOCKET_TEXTS.tournamentUpdated });
        break;
      case 'GROUND_CREATE':
      case 'GROUND_DELETE':
        toast({ title: GROUND_TOAST_TEXTS[message.type], description: GROUND_TOAST_TEXTS.refreshed });
        break;
      case 'GROUND_UPDATE':
        // A booking elsewhere only changed a date's availability: refetch quietly.
        if (!(message.data as { date?: string } | undefined)?.date) {
          toast({ title: GROUND_TOAST_TEXTS.GROUND_UPDATE, description: GROUND_TOAST_TEXTS.refreshed });
        }
        break;
    }
    onMessage?.(message);
  };

  const open = () => {
    if (!wanted) return;
    let ws: WebSocket;
    try {
      ws = new Impl(resolveUrl());
    } catch {
      later(LIMITS.socket.constructRetryMs, open);
      return;
    }
    socket = ws;
    setState('connecting');
    later(LIMITS.socket.connectTimeoutMs, () => {
      if (socket !== ws || ws.readyState === Impl.OPEN) return;
      connectFailed();
      ws.close();
      socket = null;
      setState('closed');
    });
    ws.onopen = () => {
      if (socket !== ws) return;
      setState('open');
      for (const raw of queue.splice(0)) transmit(raw);
      pingTimer = setInterval(() => client.send({ type: 'PING' }), LIMITS.socket.pingIntervalMs);
      later(LIMITS.socket.subscribeDelayMs, () => {
        const matchId = matchIdFromPath(currentPath());
        if (matchId !== null) client.subscribeMatch(matchId);
      });
    };
    ws.onmessage = (event: MessageEvent) => {
      let message: ServerMessage;
      try {
        message = JSON.parse(String(event.data)) as ServerMessage;
      } catch {
        return;
      }
      if (message && typeof message.type === 'string') handle(message);
    };
    ws.onerror = () => {
      if (socket === ws && state === 'connecting') connectFailed();
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      // No automatic reconnect (core §4): the user refreshes the page.
      stopTimers();
      socket = null;
      setState('closed');
    };
  };

  const client: SocketClient = {
    connect() {
      // Already open, opening, or waiting to retry a failed construction.
      if (socket !== null || (wanted && timers.size > 0)) return;
      stopTimers();
      wanted = true;
      open();
    },
    close() {
      wanted = false;
      stopTimers();
      const ws = socket;
      socket = null;
      ws?.close();
      if (state !== 'idle') setState('closed');
    },
    send(message) {
      const raw = JSON.stringify(message);
      if (socket && socket.readyState === Impl.OPEN) transmit(raw);
      else queue.push(raw);
    },
    subscribeMatch(matchId) {
      client.send({ type: 'SUBSCRIBE_MATCH', matchId, data: { matchId } });
    },
    unsubscribeMatch(matchId) {
      client.send({ type: 'UNSUBSCRIBE_MATCH', matchId, data: { matchId } });
    },
    get state() {
      return state;
    },
  };
  return client;
}
