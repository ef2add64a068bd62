import { cricketTheme } from '@cricket/shell-sdk';
import { ConfigProvider } from 'antd';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner, RequireAuth } from './common/RequireAuth';

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

/** The spec's absolute paths (core §2 route table) this remote renders; the shell mounts it at the root. */
const ROUTES: [path: string, element: ReactNode][] = [
  ['/matches/create', createMatch],
  // The bottom bar's Matches (core §2); a static segment, so it is never read as a match id.
  ['/matches/recent', recentMatches],
  ['/my/matches/create', createMatch],
  ['/my/matches/import', importMatches],
  ['/matches/:id/edit', editMatch],
  ['/my/matches/:id/edit', editMatch],
  // The shared link and its live view: readable without an account (read-only, published reads).
  ['/matches/:id/score', liveScore],
  ['/matches/:id/scoring', liveScore],
  ['/my/matches/:id/score', scorerConsole],
  ['/my/matches/:id/scoring', scorerConsole],
  ['/matches/:id', sharedMatch],
  ['/my/matches/:id', matchDetail],
  ['/my/matches', matchesList],
  ['/my/teams', teamsList],
  ['/my/teams/create', createTeam],
  ['/my/teams/:id', teamDetail],
  ['/my/teams/:id/manage', manageTeam],
  ['/join-team/:code', joinTeam],
  ['/tournaments', tournamentsList],
  ['/tournaments/create', tournamentForm],
  ['/tournaments/:id', tournamentDetail],
  ['/tournaments/:id/edit', tournamentForm],
  ['/my/tournaments', myTournaments],
];

export function RemoteRoutes() {
  return (
    <ConfigProvider theme={cricketTheme}>
      <Routes>
        {ROUTES.map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </ConfigProvider>
  );
}
