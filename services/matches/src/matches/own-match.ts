import type { EntityManager } from 'typeorm';
import { MATCH_EVENTS, MATCH_MESSAGES, matchAudience, type EventTypeCarrying, type MatchEventData } from '@cricket/contracts';
import { actorOf, assertOwnWorkspace, found } from '@cricket/service-kit';
import type { Emit, SignedInContext } from '@cricket/service-kit';
import { Match } from './match.entity';

/** Absent: 404; another workspace's (readable, published): 403. Locked for this transaction. */
export async function lockOwnMatch(manager: EntityManager, auth: SignedInContext, id: number): Promise<Match> {
  const match = found(await manager.findOne(Match, { where: { id }, lock: { mode: 'pessimistic_write' } }), MATCH_MESSAGES.notFound);
  assertOwnWorkspace(auth, match);
  return match;
}

/**
 * One match event (created, updated, deleted): the match id and its status as saved, which
 * statistics folds into live matches and peak concurrency without asking this service, and
 * whether it is members-only, which realtime's fan-out obeys.
 */
export function emitMatchEvent(emit: Emit, auth: SignedInContext, match: Match, type: EventTypeCarrying<MatchEventData>, data: Record<string, unknown> = {}): void {
  emit(type, { ...data, matchId: match.id, status: match.status, ...matchAudience(match) }, { ...actorOf(auth), workspaceId: match.workspaceId });
}

/** MATCH_UPDATE for the match; a tournament whose fixtures or points change hears TOURNAMENT_UPDATE. */
export function emitMatchChange(
  emit: Emit,
  auth: SignedInContext,
  match: Match,
  type: EventTypeCarrying<MatchEventData>,
  { previousTournament = null, data = {} }: { previousTournament?: number | null; data?: Record<string, unknown> } = {},
): void {
  emitMatchEvent(emit, auth, match, type, data);
  const options = { ...actorOf(auth), workspaceId: match.workspaceId };
  for (const tournamentId of new Set([match.tournamentId, previousTournament])) {
    if (tournamentId !== null) emit(MATCH_EVENTS.tournamentUpdated, { tournamentId }, options);
  }
}
