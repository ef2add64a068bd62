import {
  SCORING_PATHS,
  type MatchResponse,
  type MatchStatusPayload,
  type PlayingXIRequest,
  type ScoringRuleSettings,
  type StartScoringRequest,
  type ScoringStateResponse,
  type ScoringSummary,
  type TossPayload,
} from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';
import { pathsUnder } from '../../common/utils/queryPaths';
import type { ScoringOp } from '../utils/scoringQueue';


/** Every cached match read (details, scoring views, lists, tournaments' fixtures) is stale after a start or a reset. */
export const MATCH_AND_TOURNAMENT_READS = pathsUnder('/api/my/matches', '/api/matches', '/api/tournaments');

export interface StartScoringInput {
  /** Recorded first when the match has no toss yet: it decides who bats first. */
  toss: TossPayload | null;
  rules: ScoringRuleSettings;
  playingXI: PlayingXIRequest;
}

export async function startScoring(matchId: number, { toss, rules, playingXI }: StartScoringInput): Promise<ScoringStateResponse> {
  if (toss) await apiRequest('PUT', `/api/my/matches/${matchId}/toss`, toss);
  return apiRequest<ScoringStateResponse>('POST', SCORING_PATHS.scoring(matchId), { rules, playingXI } satisfies StartScoringRequest);
}

/** Back to upcoming while no ball has been recorded (the sides may then name their XIs and toss again). */
export const resetToUpcoming = (matchId: number) =>
  apiRequest<MatchResponse>('POST', `/api/my/matches/${matchId}/status`, { status: 'upcoming' } satisfies MatchStatusPayload);

/** One queued tap, sent with the sequence the scorer expects the match to be at. */
export function sendScoringOp(matchId: number, op: ScoringOp, expectedSequence: number): Promise<ScoringSummary> {
  if (op.kind === 'event') return apiRequest<ScoringSummary>('POST', SCORING_PATHS.events(matchId), { expectedSequence, event: op.event });
  if (op.kind === 'correct') return apiRequest<ScoringSummary>('PUT', SCORING_PATHS.event(matchId, op.seq), { expectedSequence, event: op.event });
  return apiRequest<ScoringSummary>('POST', SCORING_PATHS.undo(matchId), { expectedSequence, last: 'event' });
}
