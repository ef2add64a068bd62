import type { MatchResponse } from '@cricket/contracts';
import { PageSpinner } from '../../common/components/PageSpinner';
import { useTeamDetail } from '../../teams/hooks/useTeamQueries';
import { StartScoringCard } from './StartScoringCard';

/**
 * Starts ball-by-ball scoring: each side names its playing XI from its squad, then the toss (it
 * decides who bats first, unless already recorded) and the match settings the engine lets a match
 * choose. A squad of another workspace (a tournament entry) cannot be read here: it plays whole.
 */
export function StartScoringForm({ match }: { match: MatchResponse }) {
  const team1 = useTeamDetail(String(match.team1Id));
  const team2 = useTeamDetail(String(match.team2Id));
  if (team1.isLoading || team2.isLoading) return <PageSpinner />;
  return <StartScoringCard match={match} squads={{ team1: team1.data ?? null, team2: team2.data ?? null }} />;
}
