// The harness first: it gives jsdom what the router needs before the SDK's index loads it.
import { mockApi } from '@cricket/shell-sdk/testing';
import { requestPathOf, type PageReads } from '@cricket/shell-sdk';
import { waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { CreateMatchPage } from './matches/pages/CreateMatchPage';
import { EditMatchPage } from './matches/pages/EditMatchPage';
import { ImportMatchesPage } from './matches/pages/ImportMatchesPage';
import { MatchesListPage } from './matches/pages/MatchesListPage';
import { RecentMatchesPage } from './matches/pages/RecentMatchesPage';
import { createMatchReads, editMatchReads, matchesListReads, matchReads, myTournamentsReads, teamReads, teamsListReads, tournamentReads, tournamentsListReads } from './routes';
import { ManageTeamPage } from './teams/pages/ManageTeamPage';
import { TeamDetailPage } from './teams/pages/TeamDetailPage';
import { TeamsListPage } from './teams/pages/TeamsListPage';
import { ScorerConsolePage } from './scoring/pages/ScorerConsolePage';
import { matchDetail } from './test/matchFixtures';
import { renderScreen } from './test/renderScreen';
import { MyTournamentsPage } from './tournaments/pages/MyTournamentsPage';
import { TournamentDetailPage } from './tournaments/pages/TournamentDetailPage';
import { TournamentFormPage } from './tournaments/pages/TournamentFormPage';
import { TournamentsListPage } from './tournaments/pages/TournamentsListPage';

jest.setTimeout(30_000);

// A declared read the page does not then GET, path and query string exactly, is a wasted request
// on every cold open: each route's declaration must be among the page's own first reads.
describe('The reads a match route declares for a cold open', () => {
  it.each<[string, string, ComponentType, PageReads, Record<string, string>]>([
    ['/my/matches', '/my/matches', MatchesListPage, matchesListReads, {}],
    ['/my/teams', '/my/teams', TeamsListPage, teamsListReads, {}],
    ['/my/teams/3', '/my/teams/:id', TeamDetailPage, teamReads, { id: '3' }],
    ['/tournaments', '/tournaments', TournamentsListPage, tournamentsListReads, {}],
    ['/my/tournaments', '/my/tournaments', MyTournamentsPage, myTournamentsReads, {}],
    ['/tournaments/4', '/tournaments/:id', TournamentDetailPage, tournamentReads, { id: '4' }],
    ['/matches/recent', '/matches/recent', RecentMatchesPage, matchesListReads, {}],
    ['/my/matches/create', '/my/matches/create', CreateMatchPage, createMatchReads, {}],
    ['/my/matches/import', '/my/matches/import', ImportMatchesPage, myTournamentsReads, {}],
    ['/my/teams/3/manage', '/my/teams/:id/manage', ManageTeamPage, teamReads, { id: '3' }],
    ['/tournaments/4/edit', '/tournaments/:id/edit', TournamentFormPage, tournamentReads, { id: '4' }],
  ])('%s declares only what its page reads as it first renders', async (path, route, Page, reads, params) => {
    const calls = mockApi({});
    const declared = reads(params, new URLSearchParams()).map(requestPathOf);
    expect(declared.length).toBeGreaterThan(0);
    renderScreen(<Page />, { path, route });
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual(expect.arrayContaining(declared)));
  });

  it("a match's edit form reads the match and the form's pickers", async () => {
    const calls = mockApi({ '/api/my/matches/5': { status: 200, body: matchDetail() } });
    const declared = editMatchReads({ id: '5' }, new URLSearchParams()).map(requestPathOf);
    expect(declared).toHaveLength(3);
    renderScreen(<EditMatchPage />, { path: '/my/matches/5/edit', route: '/my/matches/:id/edit' });
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual(expect.arrayContaining(declared)));
  });

  it("the scorer's console reads the workspace's match and its scoring at once", async () => {
    const calls = mockApi({ '/api/my/matches/5': { status: 200, body: matchDetail() } });
    const declared = matchReads(false)({ id: '5' }, new URLSearchParams()).map(requestPathOf);
    renderScreen(<ScorerConsolePage />, { path: '/my/matches/5/score', route: '/my/matches/:id/score' });
    await waitFor(() => expect(calls.map((call) => call.path)).toEqual(expect.arrayContaining(declared)));
  });

  it('declares nothing for an id the API would refuse', () => {
    for (const id of ['abc', '0', '007', '-3', '1.5', '1e3', '2147483648', '']) {
      for (const reads of [teamReads, tournamentReads, matchReads(false), matchReads(true), editMatchReads]) expect(reads({ id }, new URLSearchParams())).toEqual([]);
    }
  });
});
