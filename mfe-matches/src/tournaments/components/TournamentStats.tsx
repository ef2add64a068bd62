import { CAREER_PATHS, type TournamentLeaderboardsResponse } from '@cricket/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Skeleton, Typography } from 'antd';
import { QueryError } from '../../common/components/QueryError';
import { Leaderboards } from '../../players/components/Leaderboards';
import { PLAYER_SCREEN_TEXTS } from '../../players/texts';

/** The Stats tab: the tournament's leaderboards from its completed matches. */
export function TournamentStats({ tournamentId }: { tournamentId: number }) {
  const stats = useQuery<TournamentLeaderboardsResponse>({ queryKey: [CAREER_PATHS.tournamentLeaderboards(tournamentId)] });
  if (stats.isLoading) return <Skeleton active />;
  if (!stats.data) return <QueryError query={stats} />;
  if (stats.data.matches === 0) return <Empty description={PLAYER_SCREEN_TEXTS.noStats} />;
  return (
    <>
      <Typography.Paragraph type="secondary">{PLAYER_SCREEN_TEXTS.statsFrom(stats.data.matches)}</Typography.Paragraph>
      <Leaderboards boards={stats.data.boards} />
    </>
  );
}
