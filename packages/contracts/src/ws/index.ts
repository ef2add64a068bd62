import { parseId } from '../validation/input';

/** Socket protocol of core §7 and booking §4. */
export const WS_PATH = '/ws';

export const CLIENT_MESSAGE_TYPES = ['PING', 'SUBSCRIBE_MATCH', 'UNSUBSCRIBE_MATCH'] as const;
export type ClientMessageType = (typeof CLIENT_MESSAGE_TYPES)[number];

export const SERVER_MESSAGE_TYPES = [
  'connection',
  'ping',
  'pong',
  'MATCH_UPDATE',
  'SCORE_UPDATE',
  'STRIKER_SWAP',
  'BALL_RECORDED',
  'FORCE_REFRESH',
  'TEAM_UPDATE',
  'TOURNAMENT_UPDATE',
  'GROUND_CREATE',
  'GROUND_UPDATE',
  'GROUND_DELETE',
  'error',
] as const;
export type ServerMessageType = (typeof SERVER_MESSAGE_TYPES)[number];

export interface ClientMessage {
  type: ClientMessageType;
  source?: string;
  matchId?: number | string;
  data?: { matchId?: number | string };
}

export interface ServerMessage<T = unknown> {
  type: ServerMessageType;
  data?: T;
  matchId?: number;
  message?: string;
  timestamp?: string;
}

/** matchId arrives top-level or under data (core §7). */
export function clientMatchId(message: ClientMessage): number | null {
  const raw = message.matchId ?? message.data?.matchId;
  return typeof raw === 'string' ? parseId(raw) : typeof raw === 'number' ? parseId(String(raw)) : null;
}

export const WS_CLOSE_NO_REASON = 'No reason provided';
