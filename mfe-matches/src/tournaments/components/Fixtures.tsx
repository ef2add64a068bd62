import { TOURNAMENT_FIXTURE_TYPE_LABELS, TOURNAMENT_FIXTURE_TYPES, type MatchResponse, type TournamentFixtureType, type TournamentResponse } from '@cricket/contracts';
import { errorMessage, toastError, toastSuccess } from '@cricket/shell-sdk';
import { Button, Card, Empty, Flex, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MatchStatusBadge } from '../../matches/components/MatchStatusBadge';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { useFixtures, useGenerateFixtures, useTournamentTeams } from '../api';

function byRound(matches: MatchResponse[]): [number, MatchResponse[]][] {
  const rounds = new Map<number, MatchResponse[]>();
  for (const match of matches) {
    const round = match.round ?? 1;
    rounds.set(round, [...(rounds.get(round) ?? []), match]);
  }
  return [...rounds.entries()].sort(([a], [b]) => a - b);
}

function GenerateFixtures({ tournamentId }: { tournamentId: string }) {
  const [type, setType] = useState<TournamentFixtureType>('round_robin');
  const generate = useGenerateFixtures(tournamentId);
  return (
    <Flex gap={8} wrap>
      <Select
        aria-label="Fixture type"
        value={type}
        onChange={setType}
        style={{ minWidth: 180 }}
        options={TOURNAMENT_FIXTURE_TYPES.map((value) => ({ value, label: TOURNAMENT_FIXTURE_TYPE_LABELS[value] }))}
      />
      <Button
        type="primary"
        loading={generate.isPending}
        onClick={() =>
          generate.mutate(
            { type },
            {
              onSuccess: (fixtures) => toastSuccess(TOURNAMENT_SCREEN_TEXTS.fixturesGeneratedTitle, `${fixtures.matches.length} ${TOURNAMENT_SCREEN_TEXTS.matches.toLowerCase()}`),
              onError: (error) => toastError(TOURNAMENT_SCREEN_TEXTS.fixturesFailedTitle, errorMessage(error, TOURNAMENT_SCREEN_TEXTS.fixturesFailedTitle)),
            },
          )
        }
      >
        {TOURNAMENT_SCREEN_TEXTS.generateFixtures}
      </Button>
    </Flex>
  );
}

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
      {canManage && matches.length === 0 && tournament.status !== 'completed' && <GenerateFixtures tournamentId={id} />}
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
