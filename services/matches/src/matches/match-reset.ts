import { ConflictException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ballsFromOversFigure, MATCH_MESSAGES } from '@cricket/contracts';
import { MatchScoring } from '../scoring/match-scoring.entity';
import { NO_RESULT } from '../scoring/scored-match';
import { ScoringEventRow } from '../scoring/scoring-event.entity';
import type { Match } from './match.entity';

/**
 * Back to upcoming, while no ball has been recorded (ball by ball, or in a score kept by hand): the
 * scoring started, the toss, the score and any result are cleared, so that the sides can name their
 * XIs and toss again. A match that cannot be played as set up (a squad missing) is never stuck.
 */
export async function resetToUpcoming(manager: EntityManager, match: Match): Promise<void> {
  const delivery = await manager
    .createQueryBuilder(ScoringEventRow, 'e')
    .where(`e.match_id = :id AND e.event->>'type' = 'delivery'`, { id: match.id })
    .getExists();
  if (delivery || ballsFromOversFigure(match.team1Overs) + ballsFromOversFigure(match.team2Overs) > 0) throw new ConflictException(MATCH_MESSAGES.resetAfterBall);
  await manager.delete(ScoringEventRow, { matchId: match.id });
  await manager.delete(MatchScoring, { matchId: match.id });
  Object.assign(match, {
    ...NO_RESULT,
    status: 'upcoming',
    tossWinner: null,
    tossDecision: null,
    battingTeam: null,
    currentInnings: 0,
    team1Score: 0,
    team1Wickets: 0,
    team1Overs: '0',
    team2Score: 0,
    team2Wickets: 0,
    team2Overs: '0',
  });
}
