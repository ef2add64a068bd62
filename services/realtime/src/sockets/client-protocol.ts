import { CLIENT_MESSAGE_TYPES, clientMatchId, type ClientMessage, type ServerMessage } from '@cricket/contracts';

/** What to do with one message from a browser (core §7). */
export type ClientAction =
  | { kind: 'pong' }
  | { kind: 'subscribe'; matchId: number }
  | { kind: 'unsubscribe'; matchId: number }
  | { kind: 'error'; message: string };

export const PROTOCOL_ERRORS = {
  malformed: 'Invalid message format',
  unknownType: 'Unknown message type',
  invalidMatchId: 'A valid matchId is required',
  tooManySubscriptions: 'Too many match subscriptions',
} as const;

export function parseClientMessage(raw: string): ClientAction {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { kind: 'error', message: PROTOCOL_ERRORS.malformed };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { kind: 'error', message: PROTOCOL_ERRORS.malformed };
  }
  const message = parsed as ClientMessage;
  if (!(CLIENT_MESSAGE_TYPES as readonly unknown[]).includes(message.type)) {
    return { kind: 'error', message: PROTOCOL_ERRORS.unknownType };
  }
  if (message.type === 'PING') return { kind: 'pong' };
  const matchId = clientMatchId(message);
  if (matchId === null) return { kind: 'error', message: PROTOCOL_ERRORS.invalidMatchId };
  return { kind: message.type === 'SUBSCRIBE_MATCH' ? 'subscribe' : 'unsubscribe', matchId };
}

export function serverMessage(type: ServerMessage['type'], fields: Omit<ServerMessage, 'type' | 'timestamp'> = {}): ServerMessage {
  return { type, ...fields, timestamp: new Date().toISOString() };
}
