import { TOURNAMENT_FIXTURE_TYPE_LABELS, type TournamentResponse } from '@cricket/contracts';
import { Card, Empty, Flex, Space, Tag, Typography } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { MatchStatusBadge } from '../../matches/components/MatchStatusBadge';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { useFixtures } from '../hooks/useFixtures';
import { useTournamentTeams } from '../hooks/useTournamentTeams';
import { byRound } from '../utils/fixtures';
import { GenerateFixtures } from './GenerateFixtures';

/** Fixtures by round; the organiser generates them once (round robin or knockout). */
export function Fixtures({ tournament, canManage }: { tournament: TournamentResponse; canManage: boolean }) {
  const id = String(tournament.id);
  const fixtures = useFixtures(id);
  const teams = useTournamentTeams(id);
  const matches = fixtures.data?.matches ?? [];
  const teamName = (teamId: number) => teams.data?.find((t) => t.teamId === teamId)?.teamName ?? String(teamId);
  const byes = fixtures.data?.byes ?? [];

  return (
    <Flex vertical gap={16}>
      {canManage && matches.length === 0 && tournament.status !== 'completed' && <GenerateFixtures tournamentId={id} teams={teams.data?.length ?? tournament.teamsCount} />}
      {fixtures.data?.fixtureType && <Tag>{TOURNAMENT_FIXTURE_TYPE_LABELS[fixtures.data.fixtureType]}</Tag>}
      {fixtures.isSuccess && matches.length === 0 && <Empty description={TOURNAMENT_SCREEN_TEXTS.noFixtures} />}
      {byRound(matches).map(([round, roundMatches]) => (
        <Card key={round} size="small" title={`${TOURNAMENT_SCREEN_TEXTS.round} ${round}`} data-testid="fixture-round">
          <Flex vertical gap={8}>
            {roundMatches.map((match) => (
              <Space key={match.id} wrap data-testid="fixture">
                <Link to={`/matches/${match.id}`}>
                  {match.team1Name} vs {match.team2Name}
                </Link>
                <MatchStatusBadge status={match.status} />
                {match.result && <Typography.Text type="secondary">{match.result}</Typography.Text>}
              </Space>
            ))}
            {round === 1 && byes.map((teamId) => (
              <Typography.Text key={teamId} type="secondary">
                {teamName(teamId)}: {TOURNAMENT_SCREEN_TEXTS.bye}
              </Typography.Text>
            ))}
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}
