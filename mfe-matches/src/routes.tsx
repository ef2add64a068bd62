import { parseId } from '@cricket/contracts';
import { declaredRoutes, lazyPage, type PageReads } from '@cricket/shell-sdk';
import { Suspense, type ComponentType } from 'react';
import { PageSpinner } from './common/components/PageSpinner';
import { RequireAuth } from './common/components/RequireAuth';
import { matchDetailQueryKey, matchesQueryKey } from './matches/api/matchKeys';
import ROUTES from './routes.json';
import { scoringQueryKey } from './scoring/api/scoringKeys';
import { myTeamsQueryKey, teamDetailQueryKey } from './teams/api/teamKeys';
import { myTournamentsQueryKey, tournamentQueryKey, tournamentsQueryKey } from './tournaments/api/tournamentKeys';

/** The record a route's `:id` names (a team, a tournament): none for an id the API would refuse (parseId). */
const recordReads =
  (keyOf: (id: string) => readonly unknown[]): PageReads =>
  ({ id = '' }) =>
    parseId(id) === null ? [] : [keyOf(id)];
export const teamReads = recordReads(teamDetailQueryKey);
export const tournamentReads = recordReads(tournamentQueryKey);

export const matchesListReads: PageReads = () => [matchesQueryKey(null)];
/** The match form's pickers: the workspace's teams and tournaments (MatchForm). */
export const createMatchReads: PageReads = () => [myTeamsQueryKey, myTournamentsQueryKey];

export const teamsListReads: PageReads = () => [myTeamsQueryKey];
export const tournamentsListReads: PageReads = () => [tournamentsQueryKey];
export const myTournamentsReads: PageReads = () => [myTournamentsQueryKey];

/** A match page's first reads: the match and its scoring, which the page would otherwise ask for only once the match has answered. */
export const matchReads =
  (published: boolean): PageReads =>
  ({ id = '' }) => {
    const matchId = parseId(id);
    return matchId === null ? [] : [matchDetailQueryKey(id, published), scoringQueryKey(matchId, published)];
  };

/** The match being edited, read as its workspace sees it, and the form's pickers. */
export const editMatchReads: PageReads = (params, search) => {
  const { id = '' } = params;
  return parseId(id) === null ? [] : [matchDetailQueryKey(id, false), ...createMatchReads(params, search)];
};

const CreateMatchPage = lazyPage(() => import('./matches/pages/CreateMatchPage'), 'CreateMatchPage', createMatchReads);
const EditMatchPage = lazyPage(() => import('./matches/pages/EditMatchPage'), 'EditMatchPage', editMatchReads);
const MatchDetailPage = lazyPage(() => import('./matches/pages/MatchDetailPage'), 'MatchDetailPage', matchReads(false));
const SharedMatchPage = lazyPage(() => import('./matches/pages/MatchDetailPage'), 'MatchDetailPage', matchReads(true));
const ImportMatchesPage = lazyPage(() => import('./matches/pages/ImportMatchesPage'), 'ImportMatchesPage', myTournamentsReads);
const MatchesListPage = lazyPage(() => import('./matches/pages/MatchesListPage'), 'MatchesListPage', matchesListReads);
const RecentMatchesPage = lazyPage(() => import('./matches/pages/RecentMatchesPage'), 'RecentMatchesPage', matchesListReads);
const LiveScorePage = lazyPage(() => import('./scoring/pages/LiveScorePage'), 'LiveScorePage', matchReads(true));
const ScorerConsolePage = lazyPage(() => import('./scoring/pages/ScorerConsolePage'), 'ScorerConsolePage', matchReads(false));
const TeamsListPage = lazyPage(() => import('./teams/pages/TeamsListPage'), 'TeamsListPage', teamsListReads);
const CreateTeamPage = lazyPage(() => import('./teams/pages/CreateTeamPage'), 'CreateTeamPage');
const TeamDetailPage = lazyPage(() => import('./teams/pages/TeamDetailPage'), 'TeamDetailPage', teamReads);
const ManageTeamPage = lazyPage(() => import('./teams/pages/ManageTeamPage'), 'ManageTeamPage', teamReads);
const JoinTeamPage = lazyPage(() => import('./teams/pages/JoinTeamPage'), 'JoinTeamPage');
const TournamentsListPage = lazyPage(() => import('./tournaments/pages/TournamentsListPage'), 'TournamentsListPage', tournamentsListReads);
const TournamentFormPage = lazyPage(() => import('./tournaments/pages/TournamentFormPage'), 'TournamentFormPage', tournamentReads);
const TournamentDetailPage = lazyPage(() => import('./tournaments/pages/TournamentDetailPage'), 'TournamentDetailPage', tournamentReads);
const MyTournamentsPage = lazyPage(() => import('./tournaments/pages/MyTournamentsPage'), 'MyTournamentsPage', myTournamentsReads);
const PlayerPage = lazyPage(() => import('./players/pages/PlayerPage'), 'PlayerPage');
const LeaderboardsPage = lazyPage(() => import('./players/pages/LeaderboardsPage'), 'LeaderboardsPage');

/**
 * Each screen is its own chunk, fetched when its route is first opened; signed-in screens send
 * everyone else to sign-in, public ones (a shared match link, issue 21) open for anyone.
 */
function screen(Page: ComponentType, access: 'signed-in' | 'public' = 'signed-in') {
  const page = (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
  return access === 'public' ? page : <RequireAuth>{page}</RequireAuth>;
}

/**
 * The pages of routes.json. The shared link and its live view (/matches/{id}, /matches/{id}/score)
 * and a player's page (/players/{id}, reached from the shared match) are readable without an account; /matches/recent, the bottom bar's Matches, is a static segment,
 * so it is never read as a match id.
 */
const { routes, preloadPage } = declaredRoutes(ROUTES, {
  createMatch: screen(CreateMatchPage),
  editMatch: screen(EditMatchPage),
  matchDetail: screen(MatchDetailPage),
  sharedMatch: screen(SharedMatchPage, 'public'),
  importMatches: screen(ImportMatchesPage),
  matchesList: screen(MatchesListPage),
  recentMatches: screen(RecentMatchesPage),
  liveScore: screen(LiveScorePage, 'public'),
  scorerConsole: screen(ScorerConsolePage),
  teamsList: screen(TeamsListPage),
  createTeam: screen(CreateTeamPage),
  teamDetail: screen(TeamDetailPage),
  manageTeam: screen(ManageTeamPage),
  joinTeam: screen(JoinTeamPage),
  tournamentsList: screen(TournamentsListPage),
  tournamentForm: screen(TournamentFormPage),
  tournamentDetail: screen(TournamentDetailPage),
  myTournaments: screen(MyTournamentsPage),
  playerPage: screen(PlayerPage, 'public'),
  leaderboards: screen(LeaderboardsPage),
});

/** What the shell mounts for the paths this remote declares in routes.json. */
export function RemoteRoutes() {
  return routes;
}

export { preloadPage };
