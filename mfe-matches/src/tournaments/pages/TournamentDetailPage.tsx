import { TOURNAMENT_STATUS_LABELS } from '@cricket/contracts';
import { useCan, useWorkspace } from '@cricket/shell-sdk';
import { Card, Flex, Skeleton, Tabs, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { useParams } from '@cricket/shell-sdk/router';
import { Page } from '../../common/components/Page';
import { PageHeader } from '../../common/components/PageHeader';
import { PageSpinner } from '../../common/components/PageSpinner';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { OrganiserActions } from '../components/OrganiserActions';
import { TournamentNotFound } from '../components/TournamentNotFound';
import { TournamentOverview } from '../components/TournamentOverview';
import { useTournament } from '../hooks/useTournamentQueries';
import { asOfToday } from '../utils/tournamentStatus';

// The overview is what the page opens on; each other tab (the stats: leaderboards, a chart) is
// fetched when first opened.
const TournamentStats = lazy(() => import('../components/TournamentStats').then((m) => ({ default: m.TournamentStats })));
const RegisteredTeams = lazy(() => import('../components/RegisteredTeams').then((m) => ({ default: m.RegisteredTeams })));
const Fixtures = lazy(() => import('../components/Fixtures').then((m) => ({ default: m.Fixtures })));
const PointsTable = lazy(() => import('../components/PointsTable').then((m) => ({ default: m.PointsTable })));
const TournamentMatches = lazy(() => import('../components/TournamentMatches').then((m) => ({ default: m.TournamentMatches })));

/** Tournament detail (/tournaments/{id}): overview, registered teams, fixtures, points table, matches. */
export function TournamentDetailPage() {
  const { id = '' } = useParams();
  const tournament = useTournament(id);
  const { current } = useWorkspace();
  const canEdit = useCan('tournaments', 'edit');
  if (tournament.isLoading) return <PageSpinner />;
  if (!tournament.data) return <TournamentNotFound />;
  // The actions, registration and fixtures go by the status shown, as the service does.
  const data = asOfToday(tournament.data);
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
            { key: 'overview', label: TOURNAMENT_SCREEN_TEXTS.overview, children: <TournamentOverview tournament={data} /> },
            { key: 'teams', label: TOURNAMENT_SCREEN_TEXTS.registeredTeams, children: <RegisteredTeams tournament={data} /> },
            { key: 'fixtures', label: TOURNAMENT_SCREEN_TEXTS.fixtures, children: <Fixtures tournament={data} canManage={canManage} /> },
            { key: 'points', label: TOURNAMENT_SCREEN_TEXTS.pointsTable, children: <PointsTable tournamentId={id} canManage={canManage} /> },
            { key: 'matches', label: TOURNAMENT_SCREEN_TEXTS.matches, children: <TournamentMatches tournamentId={id} /> },
            { key: 'stats', label: TOURNAMENT_SCREEN_TEXTS.stats, children: <TournamentStats tournamentId={data.id} /> },
          ].map((tab) => ({ ...tab, children: <Suspense fallback={<Skeleton active />}>{tab.children}</Suspense> }))}
        />
      </Card>
    </Page>
  );
}
