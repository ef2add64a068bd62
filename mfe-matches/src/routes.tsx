import { cricketTheme, declaredRouteElements } from '@cricket/shell-sdk';
import { ConfigProvider } from 'antd';
import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner, RequireAuth } from './common/RequireAuth';
import ROUTES from './routes.json';

/**
 * Each screen is its own chunk, fetched when its route is first opened; signed-in screens send
 * everyone else to sign-in, public ones (a shared match link, issue 21) open for anyone.
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, access: 'signed-in' | 'public' = 'signed-in') {
  const Page = lazy<ComponentType>(() => load().then((module) => ({ default: module[name] })));
  const screen = (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
  return access === 'public' ? screen : <RequireAuth>{screen}</RequireAuth>;
}

const createMatch = page(() => import('./matches/components/CreateMatchPage'), 'CreateMatchPage');
const editMatch = page(() => import('./matches/components/EditMatchPage'), 'EditMatchPage');
const matchDetail = page(() => import('./matches/components/MatchDetailPage'), 'MatchDetailPage');
const sharedMatch = page(() => import('./matches/components/MatchDetailPage'), 'MatchDetailPage', 'public');
const importMatches = page(() => import('./matches/components/ImportMatchesPage'), 'ImportMatchesPage');
const matchesList = page(() => import('./matches/components/MatchesListPage'), 'MatchesListPage');
const recentMatches = page(() => import('./matches/components/RecentMatchesPage'), 'RecentMatchesPage');
const liveScore = page(() => import('./scoring/components/LiveScorePage'), 'LiveScorePage', 'public');
const scorerConsole = page(() => import('./scoring/components/ScorerConsolePage'), 'ScorerConsolePage');
const teamsList = page(() => import('./teams/components/TeamsListPage'), 'TeamsListPage');
const createTeam = page(() => import('./teams/components/CreateTeamPage'), 'CreateTeamPage');
const teamDetail = page(() => import('./teams/components/TeamDetailPage'), 'TeamDetailPage');
const manageTeam = page(() => import('./teams/components/ManageTeamPage'), 'ManageTeamPage');
const joinTeam = page(() => import('./teams/components/JoinTeamPage'), 'JoinTeamPage');
const tournamentsList = page(() => import('./tournaments/components/TournamentsListPage'), 'TournamentsListPage');
const tournamentForm = page(() => import('./tournaments/components/TournamentFormPage'), 'TournamentFormPage');
const tournamentDetail = page(() => import('./tournaments/components/TournamentDetailPage'), 'TournamentDetailPage');
const myTournaments = page(() => import('./tournaments/components/MyTournamentsPage'), 'MyTournamentsPage');

/**
 * The pages of routes.json. The shared link and its live view (/matches/{id}, /matches/{id}/score)
 * are readable without an account; /matches/recent, the bottom bar's Matches, is a static segment,
 * so it is never read as a match id.
 */
const routes = declaredRouteElements(ROUTES, {
  createMatch,
  editMatch,
  matchDetail,
  sharedMatch,
  importMatches,
  matchesList,
  recentMatches,
  liveScore,
  scorerConsole,
  teamsList,
  createTeam,
  teamDetail,
  manageTeam,
  joinTeam,
  tournamentsList,
  tournamentForm,
  tournamentDetail,
  myTournaments,
});

/** What the shell mounts for the paths this remote declares in routes.json. */
export function RemoteRoutes() {
  return <ConfigProvider theme={cricketTheme}>{routes}</ConfigProvider>;
}
