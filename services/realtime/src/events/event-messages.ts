import {
  GROUND_EVENTS,
  IDENTITY_EVENTS,
  MATCH_EVENTS,
  subjectMatches,
  type EventEnvelope,
  type MatchAudienceData,
  type ServerMessage,
  type ServerMessageType,
} from '@cricket/contracts';

/**
 * Who may receive a message (DESIGN.md §4, §5):
 * - `match`: sockets subscribed to that match, signed in or not (a match's live view is
 *   published), or only those of its workspace (`membersOf`) when its workspace keeps its
 *   matches to members (contracts `mayWatchMatch`);
 * - `workspace`: sockets whose user is in that workspace (private resources);
 * - `signed-in`: every signed-in socket (published resources: grounds, tournaments).
 */
export type Audience =
  | { kind: 'match'; matchId: number; membersOf?: number }
  | { kind: 'workspace'; workspaceId: number }
  | { kind: 'signed-in' };

export interface Delivery {
  audiences: Audience[];
  message: ServerMessage;
}

interface EventRoute {
  /** Subject patterns (NATS wildcards) this route handles. */
  subjects: string[];
  deliver: (event: EventEnvelope) => Delivery | null;
}

type Data = Record<string, unknown>;

function positiveId(value: unknown): number | null {
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

function dataOf(event: EventEnvelope): Data {
  return event.data !== null && typeof event.data === 'object' ? (event.data as Data) : {};
}

/** The audience of a match's message: members-only matches' events say so (contracts `matchAudience`). */
function matchAudience(event: EventEnvelope, matchId: number): Audience {
  const membersOnly = (dataOf(event) as MatchAudienceData).membersOnly === true;
  // A members-only event without a workspace reaches nobody rather than everybody.
  return membersOnly ? { kind: 'match', matchId, membersOf: event.workspaceId ?? 0 } : { kind: 'match', matchId };
}

function message(type: ServerMessageType, fields: Omit<ServerMessage, 'type' | 'timestamp'>): ServerMessage {
  return { type, ...fields, timestamp: new Date().toISOString() };
}

/** A match list changed: the match's subscribers and the owning workspace's sockets. */
function matchUpdate(event: EventEnvelope): Delivery | null {
  const matchId = positiveId(dataOf(event).matchId);
  if (matchId === null) return null;
  const audiences: Audience[] = [matchAudience(event, matchId)];
  if (event.workspaceId !== null) audiences.push({ kind: 'workspace', workspaceId: event.workspaceId });
  return { audiences, message: message('MATCH_UPDATE', { data: { matchId } }) };
}

/** Live scoring: only the match's subscribers, with the event's data passed through. */
function scoring(type: 'SCORE_UPDATE' | 'BALL_RECORDED' | 'STRIKER_SWAP') {
  return (event: EventEnvelope): Delivery | null => {
    const data = dataOf(event);
    const matchId = positiveId(data.matchId);
    if (matchId === null) return null;
    return { audiences: [matchAudience(event, matchId)], message: message(type, { data: { ...data, matchId } }) };
  };
}

function forceRefresh(event: EventEnvelope): Delivery | null {
  const matchId = positiveId(dataOf(event).matchId);
  if (matchId === null) return null;
  return { audiences: [matchAudience(event, matchId)], message: message('FORCE_REFRESH', { matchId }) };
}

/** Teams are private to their workspace. */
function teamUpdate(event: EventEnvelope): Delivery | null {
  const teamId = positiveId(dataOf(event).teamId);
  if (teamId === null || event.workspaceId === null) return null;
  return {
    audiences: [{ kind: 'workspace', workspaceId: event.workspaceId }],
    message: message('TEAM_UPDATE', { data: { teamId } }),
  };
}

/** Tournaments are published ('Browse and register for cricket tournaments'). */
function tournamentUpdate(event: EventEnvelope): Delivery | null {
  const tournamentId = positiveId(dataOf(event).tournamentId);
  if (tournamentId === null) return null;
  return { audiences: [{ kind: 'signed-in' }], message: message('TOURNAMENT_UPDATE', { data: { tournamentId } }) };
}

/** Grounds are published: every signed-in user books any ground. */
function groundChange(type: 'GROUND_CREATE' | 'GROUND_UPDATE' | 'GROUND_DELETE') {
  return (event: EventEnvelope): Delivery | null => {
    const groundId = positiveId(dataOf(event).groundId);
    if (groundId === null) return null;
    return { audiences: [{ kind: 'signed-in' }], message: message(type, { data: { groundId } }) };
  };
}

/**
 * A booking changed a ground's calendar: everyone learns that availability changed on that
 * date, never the booking's customer, phone or purpose (private to the workspace).
 */
function bookingChange(event: EventEnvelope): Delivery | null {
  const data = dataOf(event);
  const groundId = positiveId(data.groundId);
  if (groundId === null) return null;
  const date = typeof data.date === 'string' ? data.date : undefined;
  return {
    audiences: [{ kind: 'signed-in' }],
    message: message('GROUND_UPDATE', { data: date ? { groundId, date } : { groundId } }),
  };
}

/** The one table from domain events to socket messages (core §7, booking §4). */
export const EVENT_ROUTES: readonly EventRoute[] = [
  { subjects: [MATCH_EVENTS.matchCreated, MATCH_EVENTS.matchUpdated, MATCH_EVENTS.matchDeleted], deliver: matchUpdate },
  { subjects: [MATCH_EVENTS.ballRecorded], deliver: scoring('BALL_RECORDED') },
  { subjects: [MATCH_EVENTS.strikerSwapped], deliver: scoring('STRIKER_SWAP') },
  { subjects: [MATCH_EVENTS.scoreUpdated], deliver: scoring('SCORE_UPDATE') },
  // An imported match arrives whole: its watchers reload it once.
  { subjects: [MATCH_EVENTS.forceRefresh, MATCH_EVENTS.matchImported], deliver: forceRefresh },
  { subjects: ['matches.team.*'], deliver: teamUpdate },
  { subjects: ['matches.tournament.*'], deliver: tournamentUpdate },
  { subjects: [GROUND_EVENTS.groundCreated], deliver: groundChange('GROUND_CREATE') },
  { subjects: [GROUND_EVENTS.groundUpdated], deliver: groundChange('GROUND_UPDATE') },
  { subjects: [GROUND_EVENTS.groundDeleted], deliver: groundChange('GROUND_DELETE') },
  { subjects: ['grounds.booking.*'], deliver: bookingChange },
];

/** Events that change who may receive what, rather than producing a message. */
export const ACCESS_EVENTS = { memberRemoved: IDENTITY_EVENTS.memberRemoved } as const;

/**
 * What the realtime consumer listens to: one broad pattern per subscription, narrowed by the
 * table above (NATS servers before 2.10 accept one filter subject per consumer).
 */
export const CONSUMED_SUBJECTS: readonly string[] = ['matches.>', 'grounds.>', ACCESS_EVENTS.memberRemoved];

/** The socket message of one event and who may receive it; null for events with no message. */
export function deliveryFor(event: EventEnvelope): Delivery | null {
  const route = EVENT_ROUTES.find((r) => r.subjects.some((s) => subjectMatches(s, event.type)));
  return route ? route.deliver(event) : null;
}
