import {
  MATCH_EVENTS,
  matchAudience,
  matchBallTotals,
  type MatchImportedData,
  type ScoredMatch,
  type ScoringEvent,
  type ScoringSummary,
  type MatchState,
} from '@cricket/contracts';
import { actorOf } from '@cricket/service-kit';
import type { Emit, SignedInContext } from '@cricket/service-kit';
import type { Match } from '../matches/match.entity';

/** An appended event, or a rewrite of the past (undo, edit) after which watchers reload everything. */
export type ScoringChange = { scored: ScoredMatch } & ({ kind: 'append'; seq: number; event: ScoringEvent } | { kind: 'rewrite' });

/**
 * The events of one scoring change, written in its transaction: BALL_RECORDED for a delivery,
 * STRIKER_SWAP for a change of ends, SCORE_UPDATE always, FORCE_REFRESH after undo or edit.
 */
export function emitScoringChange(emit: Emit, auth: SignedInContext, match: Match, change: ScoringChange, summary: ScoringSummary): void {
  const options = { ...actorOf(auth), workspaceId: match.workspaceId };
  const { state } = change.scored;
  if (change.kind === 'append' && change.event.type === 'delivery') {
    const innings = state.innings.find((one) => one.deliveries[one.deliveries.length - 1]?.eventIndex === change.seq)!;
    const delivery = innings.deliveries[innings.deliveries.length - 1];
    emit(MATCH_EVENTS.ballRecorded, { matchId: match.id, seq: change.seq, innings: innings.number, delivery, score: summary, ...matchAudience(match) }, options);
  }
  if (change.kind === 'append' && change.event.type === 'swap_strike') {
    const innings = state.current!;
    emit(MATCH_EVENTS.strikerSwapped, { matchId: match.id, seq: change.seq, striker: innings.striker, nonStriker: innings.nonStriker, ...matchAudience(match) }, options);
  }
  emit(MATCH_EVENTS.scoreUpdated, { ...summary, ...matchAudience(match) }, options);
  if (change.kind === 'rewrite') emit(MATCH_EVENTS.forceRefresh, { matchId: match.id, ...matchAudience(match) }, options);
}

/**
 * The one event of an imported match, written in its transaction: the match, completed, with its
 * score and the ball figures the platform statistics keep. A replay of ball events would flood
 * every consumer with thousands of messages for a match nobody is watching live.
 */
export function emitImportedMatch(emit: Emit, auth: SignedInContext, match: Match, state: MatchState, summary: ScoringSummary): void {
  const data: MatchImportedData = { matchId: match.id, tournamentId: match.tournamentId, status: match.status, score: summary, balls: matchBallTotals(state), ...matchAudience(match) };
  emit(MATCH_EVENTS.matchImported, data, { ...actorOf(auth), workspaceId: match.workspaceId });
}
