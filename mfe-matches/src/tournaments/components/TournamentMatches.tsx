import { Empty, Flex } from 'antd';
import { MatchCard } from '../../matches/components/MatchCard';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { useFixtures } from '../hooks/useFixtures';

/** The matches tab: the tournament's matches as cards. */
export function TournamentMatches({ tournamentId }: { tournamentId: string }) {
  const fixtures = useFixtures(tournamentId);
  const matches = fixtures.data?.matches ?? [];
  if (fixtures.isSuccess && matches.length === 0) return <Empty description={TOURNAMENT_SCREEN_TEXTS.noMatches} />;
  return (
    <Flex vertical gap={8}>
      {matches.map((match) => (
        <MatchCard key={match.id} match={match} />
      ))}
    </Flex>
  );
}
