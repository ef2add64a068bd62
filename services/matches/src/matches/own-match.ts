import { MATCH_EVENTS, MATCH_MESSAGES, matchAudience, type EventTypeCarrying, type MatchEventData } from '@cricket/contracts';
import { actorOf, requireAccess } from '@cricket/service-kit';
import type { Emit, SignedInContext, WorkspaceRepository } from '@cricket/service-kit';
import type { Match } from './match.entity';

/** Absent: 404; another workspace's (readable, published): 403. Locked for this transaction. */
export async function lockOwnMatch(matches: WorkspaceRepository<Match>, auth: SignedInContext, id: number): Promise<Match> {
  return requireAccess(auth, await matches.byIdAcrossWorkspaces(id, { lock: true }), { notFound: MATCH_MESSAGES.notFound, change: true });
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
