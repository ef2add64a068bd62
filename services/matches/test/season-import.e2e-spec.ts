import type { PointsTableResponse, TournamentTeamsResponse } from '@cricket/contracts';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { matchesService } from '../src/service';
import { importedSeason, member } from './factories';

/** Two whole league stages, about 90 matches, imported over HTTP on a shared machine. */
jest.setTimeout(180_000);

/** team, played, won, lost, no result, points, net run rate (three decimals), in table order. */
type PublishedRow = [string, number, number, number, number, number, number];
/** team, net run rate deducted, reason. */
type SeasonPenalty = [string, number, string];

/**
 * 2019 Caribbean Premier League, league stage: the published final table (Wikipedia, "2019 Caribbean
 * Premier League", Points table; https://wikiclassic.com/wiki/2019_Caribbean_Premier_League, the
 * same figures at https://de.zxc.wiki/wiki/Caribbean_Premier_League_2019).
 * Barbados and St Lucia's figures need the St Lucia innings of 1185853 (101/9, a batter absent hurt)
 * counted over its full 20 overs, as a side all out is; Guyana's need the D/L credit of 1185855.
 * St Kitts and Nevis' and Jamaica's need the CPL's over-rate sanctions, which no scorecard holds: 0.05
 * off a team's net run rate for each time it finished one over down (Hero CPL Code of Conduct,
 * Appendix 2, Section 4.2). Jamaica were sanctioned twice, after matches 3 and 10 (CPL's statement of
 * 16 September 2019, https://caribbeancricket.com/news/2019/09/16/8063); St Kitts and Nevis once, the
 * 0.050 between the published −0.155 and the −0.105 their results give (1654 off 193.4, 1683 off 194.4).
 */
const CPL_2019: PublishedRow[] = [
  ['Guyana Amazon Warriors', 10, 10, 0, 0, 20, 1.724],
  ['Barbados Tridents', 10, 5, 5, 0, 10, 0.518],
  ['St Kitts and Nevis Patriots', 10, 5, 5, 0, 10, -0.155],
  ['Trinbago Knight Riders', 10, 4, 5, 1, 9, -0.026],
  ['St Lucia Zouks', 10, 3, 6, 1, 7, -0.74],
  ['Jamaica Tallawahs', 10, 2, 8, 0, 4, -1.478],
];
const CPL_2019_PENALTIES: SeasonPenalty[] = [
  ['Jamaica Tallawahs', 0.05, 'Slow over rate: one over down, match 3'],
  ['Jamaica Tallawahs', 0.05, 'Slow over rate: one over down, match 10'],
  ['St Kitts and Nevis Patriots', 0.05, 'Slow over rate: one over down'],
];

/**
 * 2019–20 Big Bash League (BBL|09), regular season: the published final ladder (Wikipedia's
 * "Big Bash League 2019/20", group stage table, as mirrored at
 * https://deit.abcdef.wiki/wiki/Big_Bash_League_2019%2F20). No bonus points that season (they came
 * in BBL|10): 2 for a win, 1 for a no result. Stars' and Hurricanes' figures need the D/L credit of
 * the rain-ended chase of 1195588 (Hurricanes credited with the par, 51, off the 7.3 overs the Stars
 * faced), Sixers' and Thunder's that of 1195614 (Sixers: 24 off 5.3). The mirror's table is cut off
 * after the Heat's points: the Heat's and Renegades' net run rates are the ones the same rule gives.
 */
const BBL_2019_20: PublishedRow[] = [
  ['Melbourne Stars', 14, 10, 4, 0, 20, 0.526],
  ['Sydney Sixers', 14, 9, 4, 1, 19, 0.269],
  ['Adelaide Strikers', 14, 8, 5, 1, 17, 0.564],
  ['Hobart Hurricanes', 14, 6, 7, 1, 13, -0.355],
  ['Sydney Thunder', 14, 6, 7, 1, 13, -0.446],
  ['Perth Scorchers', 14, 6, 8, 0, 12, -0.023],
  ['Brisbane Heat', 14, 6, 8, 0, 12, -0.237],
  ['Melbourne Renegades', 14, 3, 11, 0, 6, -0.348],
];

describe('matches service: whole league stages imported into a tournament give the published tables', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('matches', matchesService);
  });
  afterAll(() => service.close());

  it.each([
    { season: 'cpl-2019', matches: 30, published: CPL_2019, penalties: CPL_2019_PENALTIES },
    { season: 'bbl-2019-20', matches: 56, published: BBL_2019_20, penalties: [] },
  ])('$season: played, won, lost, no result, points and net run rate of every team', async ({ season, matches, published, penalties }) => {
    const organiser = member();
    const tournament = await importedSeason(service, organiser, season, matches, published.length);

    const registered: TournamentTeamsResponse = (await service.http().get(`/api/tournaments/${tournament.id}/teams`).set(organiser.headers)).body;
    for (const [teamName, netRunRate, reason] of penalties) {
      const team = registered.teams.find((one) => one.teamName === teamName)!;
      const res = await service.http().post(`/api/tournaments/${tournament.id}/penalties`).set(organiser.headers).send({ teamId: team.teamId, netRunRate, reason });
      expect(res.status).toBe(201);
    }

    const table: PointsTableResponse = (await service.http().get(`/api/tournaments/${tournament.id}/points-table`).set(organiser.headers)).body;
    expect(table.rows.map((row): PublishedRow => [row.teamName, row.played, row.won, row.lost, row.noResult, row.points, row.netRunRate])).toEqual(published);
  });
});
