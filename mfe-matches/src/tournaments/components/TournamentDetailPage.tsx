import {
  canMoveTournament,
  DISPLAY_DEFAULTS,
  formatMatchDate,
  TOURNAMENT_STATUS_LABELS,
  tournamentCountdown,
  tournamentMatchesCount,
  tournamentVenuesCount,
  type TournamentResponse,
  type TournamentStatus,
} from '@cricket/contracts';
import { errorMessage, toastError, toastSuccess, useCan, useWorkspace } from '@cricket/shell-sdk';
import { Button, Card, Descriptions, Empty, Flex, Tabs, Tag } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { todayIso } from '../../common/dates';
import { Page } from '../../common/Page';
import { PageHeader } from '../../common/PageHeader';
import { PageSpinner } from '../../common/RequireAuth';
import { MatchCard } from '../../matches/components/MatchCard';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { useFixtures, useTournament, useTournamentStatus } from '../api';
import { Fixtures } from './Fixtures';
import { PointsTable } from './PointsTable';
import { RegisteredTeams } from './RegisteredTeams';
import { TournamentNotFound } from './TournamentNotFound';

const NEXT_STATUS: { to: TournamentStatus; label: string }[] = [
  { to: 'ongoing', label: TOURNAMENT_SCREEN_TEXTS.startTournament },
  { to: 'completed', label: TOURNAMENT_SCREEN_TEXTS.completeTournament },
];

function Overview({ tournament }: { tournament: TournamentResponse }) {
  const date = (value: string | null) => (value ? formatMatchDate(value) : DISPLAY_DEFAULTS.dateNotSet);
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.format}>{tournament.format.toUpperCase()}</Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.organiser}>{tournament.workspaceName}</Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.startDate}>
        {date(tournament.startDate)} ({tournamentCountdown(tournament.startDate, todayIso())})
      </Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.endDate}>{date(tournament.endDate)}</Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.deadline}>{date(tournament.registrationDeadline)}</Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.teams}>
        {tournament.teamsCount}/{tournament.maxTeams}
      </Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.matches}>{tournamentMatchesCount(tournament)}</Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.venues}>
        {tournament.venueNames.length ? tournament.venueNames.join(', ') : tournamentVenuesCount(tournament)}
      </Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.description} span={2}>
        {tournament.description || DISPLAY_DEFAULTS.notSpecified}
      </Descriptions.Item>
    </Descriptions>
  );
}

function TournamentMatches({ tournamentId }: { tournamentId: string }) {
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

/** Organiser actions: edit, and the registration_open → ongoing → completed moves. */
function OrganiserActions({ tournament }: { tournament: TournamentResponse }) {
  const move = useTournamentStatus(String(tournament.id));
  const next = NEXT_STATUS.find(({ to }) => canMoveTournament(tournament.status, to));
  return (
    <>
      <Link to={`/tournaments/${tournament.id}/edit`}>
        <Button>{TOURNAMENT_SCREEN_TEXTS.editTournament}</Button>
      </Link>
      {next && (
        <Button
          type="primary"
          loading={move.isPending}
          onClick={() =>
            move.mutate(next.to, {
              onSuccess: (saved) => toastSuccess(TOURNAMENT_SCREEN_TEXTS.statusChangedTitle, TOURNAMENT_STATUS_LABELS[saved.status]),
              onError: (error) => toastError(TOURNAMENT_SCREEN_TEXTS.statusFailedTitle, errorMessage(error, TOURNAMENT_SCREEN_TEXTS.statusFailedTitle)),
            })
          }
        >
          {next.label}
        </Button>
      )}
    </>
  );
}

/** Tournament detail (/tournaments/{id}): overview, registered teams, fixtures, points table, matches. */
export function TournamentDetailPage() {
  const { id = '' } = useParams();
  const tournament = useTournament(id);
  const { current } = useWorkspace();
  const canEdit = useCan('tournaments', 'edit');
  if (tournament.isLoading) return <PageSpinner />;
  if (!tournament.data) return <TournamentNotFound />;
  const data = tournament.data;
  // Only the organising workspace changes a tournament (DESIGN.md §4).
  const canManage = canEdit && current?.id === data.workspaceId;

  return (
    <Page>
      <PageHeader
        title={
          <Flex gap={8} align="center" wrap>
            {data.name}
            <Tag color="green">{TOURNAMENT_STATUS_LABELS[data.status]}</Tag>
          </Flex>
        }
        subtitle={data.workspaceName}
        actions={canManage ? <OrganiserActions tournament={data} /> : undefined}
      />
      <Card>
        <Tabs
          items={[
            { key: 'overview', label: TOURNAMENT_SCREEN_TEXTS.overview, children: <Overview tournament={data} /> },
            { key: 'teams', label: TOURNAMENT_SCREEN_TEXTS.registeredTeams, children: <RegisteredTeams tournament={data} /> },
            { key: 'fixtures', label: TOURNAMENT_SCREEN_TEXTS.fixtures, children: <Fixtures tournament={data} canManage={canManage} /> },
            { key: 'points', label: TOURNAMENT_SCREEN_TEXTS.pointsTable, children: <PointsTable tournamentId={id} canManage={canManage} /> },
            { key: 'matches', label: TOURNAMENT_SCREEN_TEXTS.matches, children: <TournamentMatches tournamentId={id} /> },
          ]}
        />
      </Card>
    </Page>
  );
}
