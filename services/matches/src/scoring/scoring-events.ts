import {
  MATCH_EVENTS,
  matchTotals,
  type BallRecordedData,
  type MatchEventData,
  type ScoredMatch,
  type ScoringEvent,
  type ScoringSummary,
  type MatchState,
  type StrikerSwappedData,
} from '@cricket/contracts';
import type { Emit, SignedInContext } from '@cricket/service-kit';
import { actorOf } from '../common/access';
import type { Match } from '../matches/match.entity';
import { emitMatchChange } from '../matches/own-match';

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
    emit<BallRecordedData>(MATCH_EVENTS.ballRecorded, { matchId: match.id, seq: change.seq, innings: innings.number, delivery, score: summary }, options);
  }
  if (change.kind === 'append' && change.event.type === 'swap_strike') {
    const innings = state.current!;
    emit<StrikerSwappedData>(MATCH_EVENTS.strikerSwapped, { matchId: match.id, seq: change.seq, striker: innings.striker, nonStriker: innings.nonStriker }, options);
  }
  emit<ScoringSummary>(MATCH_EVENTS.scoreUpdated, summary, options);
  if (change.kind === 'rewrite') emit<MatchEventData>(MATCH_EVENTS.forceRefresh, { matchId: match.id }, options);
}

/**
 * The events of an imported match, written in its transaction: the match, created completed with
 * its totals, and BALL_RECORDED for every ball, as scoring it live would have written them (the
 * platform statistics count overs, dots, fours, sixes and wickets from those). Each ball carries
 * the score after the change that recorded it: the whole file.
 */
export function emitImportedMatch(emit: Emit, auth: SignedInContext, match: Match, state: MatchState, summary: ScoringSummary): void {
  const options = { ...actorOf(auth), workspaceId: match.workspaceId };
  emitMatchChange(emit, auth, match, MATCH_EVENTS.matchCreated, { data: { totals: matchTotals(state) } });
  for (const innings of state.innings) {
    for (const delivery of innings.deliveries) {
      emit<BallRecordedData>(MATCH_EVENTS.ballRecorded, { matchId: match.id, seq: delivery.eventIndex, innings: innings.number, delivery, score: summary }, options);
    }
  }
}
