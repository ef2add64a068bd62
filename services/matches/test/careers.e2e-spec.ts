import { DataSource } from 'typeorm';
import {
  ANONYMOUS,
  CAREER_MESSAGES,
  CAREER_PATHS,
  MATCH_EVENTS,
  MATCH_FILE_PATHS,
  MATCH_MESSAGES,
  PLAYER_FIGURES_VERSION,
  SCORING_PATHS,
  TEAM_MESSAGES,
  type MatchResponse,
  type MyPlayersResponse,
  type PlayerCareerResponse,
  type PlayerOfTheMatchResponse,
  type PlayerProfileResponse,
  type PlayerResponse,
  type ScoringEvent,
  type TeamResponse,
  type TournamentLeaderboardsResponse,
  type WorkspaceLeaderboardsResponse,
} from '@cricket/contracts';
import { readCricsheet } from '@cricket/contracts/testing';
import { authHeader, startTestService, type TestService } from '@cricket/service-kit/testing';
import { PlayerFiguresBackfill } from '../src/careers/player-figures.backfill';
import { MatchVisibilityService } from '../src/matches/match-visibility.service';
import { matchesService } from '../src/service';
import { colleague, matchPayload, member, newSquad, newTeam, newTournament, outboxEvents, registerUser, type Member } from './factories';

/** A t2 match of Lions v Tigers (squads of five) with its squads' player ids in squad order, and its teams. */
interface Fixture {
  match: MatchResponse;
  lions: string[];
  tigers: string[];
  teams: [TeamResponse, TeamResponse];
}

const ball = (runs = 0, more: Partial<Extract<ScoringEvent, { type: 'delivery' }>> = {}): ScoringEvent => ({ type: 'delivery', runs, ...more });
const six = () => ball(6, { boundary: 6 });

/**
 * Lions 12/0 off their two overs (singles: Lion 1 and Lion 2 six each, Tiger 1 then Tiger 2
 * bowling); Tigers win off three balls from Lion 1, Tiger 1 hitting three sixes (18 off 3).
 */
const match = ({ lions, tigers }: Fixture): ScoringEvent[] => [
  { type: 'innings_start', battingTeam: 'team1', striker: lions[0], nonStriker: lions[1], bowler: tigers[0] },
  ...Array.from({ length: 6 }, () => ball(1)),
  { type: 'bowler', bowler: tigers[1] },
  ...Array.from({ length: 6 }, () => ball(1)),
  { type: 'innings_start', battingTeam: 'team2', striker: tigers[0], nonStriker: tigers[1], bowler: lions[0] },
  six(),
  six(),
  six(),
];
/** The sequence of the Tigers' first six (seq counts from 0). */
const FIRST_SIX = 15;

describe('matches service: the careers read model and its API', () => {
  let service: TestService;
  let dataSource: DataSource;
  beforeAll(async () => {
    service = await startTestService('matches', matchesService);
    dataSource = service.app.get(DataSource);
  });
  afterAll(() => service.close());

  async function started(owner: Member, overrides: Record<string, unknown> = {}): Promise<Fixture> {
    const teams: [TeamResponse, TeamResponse] = [await newTeam(service, owner, { name: 'Lions' }), await newTeam(service, owner, { name: 'Tigers' })];
    const tournamentId = overrides.tournamentId as number | undefined;
    if (tournamentId) for (const team of teams) await service.http().post(`/api/tournaments/${tournamentId}/teams`).set(owner.headers).send({ teamId: team.id });
    const created = await service.http().post('/api/my/matches').set(owner.headers).send(matchPayload(teams[0], teams[1], { format: 't2', date: '2026-12-05', ...overrides }));
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    const f = { match: created.body as MatchResponse, lions: await newSquad(service, owner, teams[0].id, 'Lion'), tigers: await newSquad(service, owner, teams[1].id, 'Tiger'), teams };
    const res = await service.http().post(SCORING_PATHS.scoring(f.match.id)).set(owner.headers).send({});
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return f;
  }

  async function record(who: Member, matchId: number, events: ScoringEvent[]): Promise<number> {
    let sequence = (await service.http().get(SCORING_PATHS.scoring(matchId)).set(who.headers)).body.summary?.eventCount ?? 0;
    for (const event of events) {
      const res = await service.http().post(SCORING_PATHS.events(matchId)).set(who.headers).send({ expectedSequence: sequence, event });
      if (res.status !== 201) throw new Error(`event ${sequence} ${JSON.stringify(event)}: ${res.status} ${JSON.stringify(res.body)}`);
      sequence = res.body.eventCount;
    }
    return sequence;
  }

  /** A completed t2 match, Tigers winning. */
  async function completed(owner: Member, overrides: Record<string, unknown> = {}): Promise<Fixture> {
    const f = await started(owner, overrides);
    await record(owner, f.match.id, match(f));
    return f;
  }

  /** The read model's rows of a match: player id → [runs batted, runs conceded, sixes]. */
  async function rowsOf(matchId: number): Promise<Record<string, [number, number, number]>> {
    const rows: { player_id: number; figures: { batting: { runs: number; sixes: number }[]; bowling: { runs: number }[] } }[] = await dataSource.query(
      'SELECT player_id, figures FROM player_match_figures WHERE match_id = $1',
      [matchId],
    );
    const sum = (lines: { runs: number }[]) => lines.reduce((total, line) => total + line.runs, 0);
    return Object.fromEntries(rows.map((row) => [String(row.player_id), [sum(row.figures.batting), sum(row.figures.bowling), row.figures.batting.reduce((n, line) => n + line.sixes, 0)]]));
  }

  const award = async (who: Member, matchId: number): Promise<PlayerOfTheMatchResponse> => (await service.http().get(CAREER_PATHS.playerOfTheMatch(matchId)).set(who.headers)).body;

  it('completing a match writes a row per player, read back by the profile, the career and the boards', async () => {
    const asha = member();
    const cup = await newTournament(service, asha);
    const f = await completed(asha, { tournamentId: cup.id });
    const rows = await rowsOf(f.match.id);
    expect(Object.keys(rows).sort()).toEqual([...f.lions, ...f.tigers].sort());
    expect(rows[f.tigers[0]]).toEqual([18, 6, 3]);
    expect(rows[f.lions[0]]).toEqual([6, 18, 0]);
    const scope = await dataSource.query('SELECT DISTINCT workspace_id, tournament_id, season, format_group, match_date::text AS date FROM player_match_figures WHERE match_id = $1', [f.match.id]);
    expect(scope).toEqual([{ workspace_id: asha.workspaceId, tournament_id: cup.id, season: 2026, format_group: 'other', date: '2026-12-05' }]);

    const profile = await service.http().get(CAREER_PATHS.player(Number(f.tigers[0]))).set(asha.headers);
    expect(profile.status).toBe(200);
    expect(profile.body as PlayerProfileResponse).toMatchObject({
      player: { id: Number(f.tigers[0]), name: 'Tiger 1', teamId: f.teams[1].id },
      teams: [{ playerId: Number(f.tigers[0]), teamId: f.teams[1].id, teamName: 'Tigers' }],
      matches: [
        {
          matchId: f.match.id, date: '2026-12-05', season: 2026, format: 't2', formatGroup: 'other', tournamentId: cup.id, tournamentName: cup.name,
          result: 'Tigers won by 4 wickets', playerOfTheMatch: true,
          figures: { player: f.tigers[0], played: true, result: 'won', batting: [{ innings: 2, runs: 18, balls: 3, sixes: 3, notOut: true }] },
        },
      ],
    });
    const career: PlayerCareerResponse = (await service.http().get(CAREER_PATHS.career(Number(f.tigers[0]))).set(asha.headers)).body;
    expect(Object.keys(career.formats)).toEqual(['other']);
    expect(career.formats.other).toMatchObject({ batting: { matches: 1, runs: 18, sixes: 3, strikeRate: 600, average: null }, bowling: { balls: 6, runs: 6 } });
    const elsewhere: PlayerCareerResponse = (await service.http().get(CAREER_PATHS.career(Number(f.tigers[0]), { season: 2025 })).set(asha.headers)).body;
    expect(elsewhere).toEqual({ playerId: Number(f.tigers[0]), name: 'Tiger 1', tournamentId: null, season: 2025, squad: null, formats: {} });

    const boards: TournamentLeaderboardsResponse = (await service.http().get(CAREER_PATHS.tournamentLeaderboards(cup.id)).set(member().headers)).body;
    expect(boards.matches).toBe(1);
    expect(boards.boards.most_sixes.map((row) => [row.name, row.value])).toEqual([['Tiger 1', 3]]);
    expect(boards.boards.most_runs.map((row) => row.name)).toEqual(['Tiger 1', 'Lion 1', 'Lion 2']);
    // Nobody bowled 20 overs or faced 100 balls in a t2 match: the rate boards stay empty.
    expect([boards.boards.best_strike_rate, boards.boards.best_economy]).toEqual([[], []]);

    const season: WorkspaceLeaderboardsResponse = (await service.http().get(CAREER_PATHS.leaderboards(2026, 'other')).set(asha.headers)).body;
    expect([season.season, season.format, season.matches, season.boards.most_runs[0].name]).toEqual([2026, 'other', 1, 'Tiger 1']);
    expect((await service.http().get(CAREER_PATHS.leaderboards(2026, 'other')).set(member().headers)).body.matches).toBe(0);
    const bad = await service.http().get('/api/leaderboards?season=26&format=t20').set(asha.headers);
    expect(bad.body).toEqual({ statusCode: 400, message: CAREER_MESSAGES.season, error: 'Bad Request' });
    expect((await service.http().get('/api/leaderboards?season=2026&format=t10').set(asha.headers)).body.message).toBe(CAREER_MESSAGES.format);
  });

  it('an edit of a completed match rewrites its rows; undoing its result removes them and the award; the next ball writes them again', async () => {
    const asha = member();
    const f = await completed(asha);
    const at = (await service.http().get(SCORING_PATHS.scoring(f.match.id)).set(asha.headers)).body.summary.eventCount;
    const edit = await service.http().put(SCORING_PATHS.event(f.match.id, FIRST_SIX)).set(asha.headers).send({ expectedSequence: at, event: ball(4, { boundary: 4 }) });
    expect(edit.status).toBe(200);
    expect((await rowsOf(f.match.id))[f.tigers[0]]).toEqual([16, 6, 2]);
    expect((await rowsOf(f.match.id))[f.lions[0]]).toEqual([6, 16, 0]);

    const undo = await service.http().post(SCORING_PATHS.undo(f.match.id)).set(asha.headers).send({ expectedSequence: at });
    expect(undo.body).toMatchObject({ completed: false });
    expect(await rowsOf(f.match.id)).toEqual({});
    expect(await award(asha, f.match.id)).toEqual({ matchId: f.match.id, playerOfTheMatch: null, chosenBy: null, ranking: [] });
    expect((await service.http().get(CAREER_PATHS.player(Number(f.tigers[0]))).set(asha.headers)).body.matches).toEqual([]);

    await record(asha, f.match.id, [six()]);
    expect((await rowsOf(f.match.id))[f.tigers[0]]).toEqual([16, 6, 2]);
    expect((await award(asha, f.match.id)).playerOfTheMatch).toMatchObject({ playerId: Number(f.tigers[0]) });
  });

  it('a match that stops being completed, is reset or is deleted leaves no rows; a move between tournaments moves them', async () => {
    const asha = member();
    // Conceded before a ball: completed, the elevens' rows without a figure, then reset to upcoming.
    const conceded = await started(asha);
    await record(asha, conceded.match.id, [
      { type: 'innings_start', battingTeam: 'team1', striker: conceded.lions[0], nonStriker: conceded.lions[1], bowler: conceded.tigers[0] },
      { type: 'result', outcome: 'conceded', winner: 'team1' },
    ]);
    expect(Object.keys(await rowsOf(conceded.match.id))).toHaveLength(10);
    const reset = await service.http().post(`/api/my/matches/${conceded.match.id}/status`).set(asha.headers).send({ status: 'upcoming' });
    expect(reset.body.status).toBe('upcoming');
    expect(await rowsOf(conceded.match.id)).toEqual({});

    const [one, two] = [await newTournament(service, asha), await newTournament(service, asha)];
    const f = await completed(asha, { tournamentId: one.id });
    for (const team of f.teams) await service.http().post(`/api/tournaments/${two.id}/teams`).set(asha.headers).send({ teamId: team.id });
    const moved = await service.http().put(`/api/my/matches/${f.match.id}`).set(asha.headers).send(matchPayload(f.teams[0], f.teams[1], { format: 't2', date: '2026-12-05', tournamentId: two.id }));
    expect(moved.status).toBe(200);
    expect(await dataSource.query('SELECT DISTINCT tournament_id FROM player_match_figures WHERE match_id = $1', [f.match.id])).toEqual([{ tournament_id: two.id }]);
    expect((await service.http().get(CAREER_PATHS.tournamentLeaderboards(one.id)).set(asha.headers)).body.matches).toBe(0);
    expect((await service.http().get(CAREER_PATHS.tournamentLeaderboards(two.id)).set(asha.headers)).body.matches).toBe(1);

    expect((await service.http().delete(`/api/my/matches/${f.match.id}`).set(asha.headers)).status).toBe(204);
    expect(await rowsOf(f.match.id)).toEqual({});

    // A match finished by status without a result still counts what was played; abandoning it does not.
    const stopped = await started(asha);
    await record(asha, stopped.match.id, match(stopped).slice(0, 4));
    await service.http().post(`/api/my/matches/${stopped.match.id}/status`).set(asha.headers).send({ status: 'completed' }).expect(200);
    expect((await rowsOf(stopped.match.id))[stopped.lions[0]]).toEqual([2, 0, 0]);
    const hand = await started(asha);
    await service.http().post(`/api/my/matches/${hand.match.id}/status`).set(asha.headers).send({ status: 'abandoned' }).expect(200);
    expect(await rowsOf(hand.match.id)).toEqual({});
  });

  it("a tournament's matches are of the season it starts in, and follow its start when it moves", async () => {
    const asha = member();
    const cup = await newTournament(service, asha, { startDate: '2026-12-30' });
    const f = await completed(asha, { tournamentId: cup.id, date: '2027-01-02' });
    const board = async (season: number) => ((await service.http().get(CAREER_PATHS.leaderboards(season, 'other')).set(asha.headers)).body as WorkspaceLeaderboardsResponse).matches;
    expect([await board(2026), await board(2027)]).toEqual([1, 0]);
    const career = async (season: number) => Object.keys(((await service.http().get(CAREER_PATHS.career(Number(f.tigers[0]), { season })).set(asha.headers)).body as PlayerCareerResponse).formats);
    expect(await career(2026)).toEqual(['other']);

    await service.http().patch(`/api/tournaments/${cup.id}`).set(asha.headers).send({ startDate: '2027-01-01' }).expect(200);
    expect([await board(2026), await board(2027)]).toEqual([0, 1]);
    expect(await career(2026)).toEqual([]);
    // A match outside any tournament is of its own date's year.
    const friendly = await completed(asha, { date: '2027-01-03' });
    expect(await dataSource.query('SELECT DISTINCT season FROM player_match_figures WHERE match_id = $1', [friendly.match.id])).toEqual([{ season: 2027 }]);
  });

  it('an imported match writes its rows in its import; importing it again changes nothing', async () => {
    const asha = member();
    const file = readCricsheet('ipl_1082625.json');
    const first = await service.http().post(MATCH_FILE_PATHS.import()).set(asha.headers).send(file);
    expect(first.status).toBe(201);
    const rows = await rowsOf(first.body.id);
    expect(Object.keys(rows)).toHaveLength(22);
    const again = await service.http().post(MATCH_FILE_PATHS.import()).set(asha.headers).send(file);
    expect(again.body).toEqual({ id: first.body.id, alreadyImported: true });
    expect(await rowsOf(first.body.id)).toEqual(rows);
    // The formula's choice is the one the match named: KH Pandya (contracts' real-match spec).
    expect((await award(asha, first.body.id)).playerOfTheMatch).toMatchObject({ name: 'KH Pandya', total: 143.5 });
  });

  it('the backfill writes the rows of completed matches that have none, and only theirs', async () => {
    const asha = member();
    const f = await completed(asha);
    const rows = await rowsOf(f.match.id);
    await dataSource.query('DELETE FROM player_match_figures WHERE match_id = $1', [f.match.id]);
    const done = await service.app.get(PlayerFiguresBackfill).rebuildMissing();
    expect(done.matches).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(f.match.id)).toEqual(rows);
    expect(await service.app.get(PlayerFiguresBackfill).rebuildMissing()).toEqual({ matches: 0, rows: 0 });
  });

  it('rows counted by older definitions are rewritten in place, and a scorer’s player of the match stays', async () => {
    const asha = member();
    const f = await completed(asha);
    const rows = await rowsOf(f.match.id);
    await service.http().put(CAREER_PATHS.playerOfTheMatch(f.match.id)).set(asha.headers).send({ playerId: Number(f.lions[0]) }).expect(200);
    // As version 1 stored them: no kinds of dismissals.
    await dataSource.query(`UPDATE player_match_figures SET version = $2, figures = jsonb_set(figures, '{batting}', '[]') WHERE match_id = $1`, [f.match.id, PLAYER_FIGURES_VERSION - 1]);
    expect(await rowsOf(f.match.id)).not.toEqual(rows);
    const done = await service.app.get(PlayerFiguresBackfill).rebuildMissing();
    expect(done.matches).toBeGreaterThanOrEqual(1);
    expect(await rowsOf(f.match.id)).toEqual(rows);
    expect(await dataSource.query('SELECT DISTINCT version FROM player_match_figures WHERE match_id = $1', [f.match.id])).toEqual([{ version: PLAYER_FIGURES_VERSION }]);
    expect(await award(asha, f.match.id)).toMatchObject({ playerOfTheMatch: { playerId: Number(f.lions[0]) }, chosenBy: { kind: 'scorer', userId: asha.id } });
  });

  /** The workspace keeps its matches to its members, as identity's event of the setting makes it. */
  const membersOnly = (owner: Member) => service.app.get(MatchVisibilityService).set(dataSource.manager, owner.workspace.id, 'members');
  const read = (path: string, headers: Record<string, string>) => service.http().get(path).set(headers);

  it("a public workspace's player is published to anyone, signed in or not, without their account; a members-only workspace's is not found outside it", async () => {
    const asha = member();
    const f = await completed(asha);
    const id = Number(f.tigers[0]);
    const stranger = member();
    // Ravi joins Lions with their code from his own club.
    const ravi = member();
    await registerUser(service, ravi.user);
    expect((await service.http().post(`/api/my/teams/join/${f.teams[0].joinCode}`).set(ravi.headers).send({})).status).toBe(200);
    const own = (await read(`/api/my/teams/${f.teams[0].id}`, ravi.headers)).body.players.find((p: PlayerResponse) => p.userId === ravi.id);

    for (const headers of [authHeader(ANONYMOUS), stranger.headers]) {
      const tiger: PlayerProfileResponse = (await read(CAREER_PATHS.player(id), headers)).body;
      expect(tiger.player).toMatchObject({ id, name: 'Tiger 1' });
      expect(tiger.matches.map((entry) => entry.matchId)).toEqual([f.match.id]);
      const career: PlayerCareerResponse = (await read(CAREER_PATHS.career(id), headers)).body;
      expect(career.formats.other?.batting).toMatchObject({ matches: 1, runs: 18 });
      // The page does not say which account plays; the workspace's own members are told.
      expect((await read(CAREER_PATHS.player(own.id), headers)).body.player).toMatchObject({ id: own.id, userId: null, username: null });
    }
    expect((await read(CAREER_PATHS.player(own.id), asha.headers)).body.player).toMatchObject({ userId: ravi.id });

    await membersOnly(asha);
    for (const headers of [authHeader(ANONYMOUS), stranger.headers]) {
      for (const path of [CAREER_PATHS.player(id), CAREER_PATHS.career(id), CAREER_PATHS.player(2_000_000_000), '/api/players/abc']) {
        expect((await read(path, headers)).body).toEqual({ statusCode: 404, message: TEAM_MESSAGES.playerNotFound, error: 'Not Found' });
      }
    }
    expect((await read(CAREER_PATHS.career(id, { tournamentId: 0 }), asha.headers)).body.message).toBe(CAREER_MESSAGES.tournamentId);

    // A player of the team reads their own career and squads, without the members-only matches.
    const mine: PlayerProfileResponse = (await read(CAREER_PATHS.player(own.id), ravi.headers)).body;
    expect(mine.teams).toEqual([{ playerId: own.id, teamId: f.teams[0].id, teamName: 'Lions', teamShortName: f.teams[0].shortName }]);
    expect(mine.player.userId).toBe(ravi.id);
    expect((await read(CAREER_PATHS.player(Number(f.lions[0])), ravi.headers)).body.matches).toEqual([]);
    expect((await read(CAREER_PATHS.player(Number(f.lions[0])), asha.headers)).body.matches).toHaveLength(1);
  });

  it("a registered user's squads are one career, which each reader sees over the squads they may read; /api/my/players lists them", async () => {
    const asha = member();
    const f = await completed(asha);
    const bea = member();
    const g = await completed(bea);
    const ravi = member();
    await registerUser(service, ravi.user);
    // Ravi is Lion 1 of both clubs' squads, as joining each team by its code makes him.
    const squads = [Number(f.lions[0]), Number(g.lions[0])];
    await dataSource.query('UPDATE players SET user_id = $1 WHERE id = ANY($2)', [ravi.id, squads]);

    const mine: MyPlayersResponse = (await service.http().get(CAREER_PATHS.myPlayers()).set(ravi.headers)).body;
    expect(mine.squads.map((squad) => squad.playerId).sort()).toEqual([...squads].sort());
    const profile: PlayerProfileResponse = (await service.http().get(CAREER_PATHS.player(squads[0])).set(ravi.headers)).body;
    expect(profile.matches.map((entry) => entry.matchId).sort()).toEqual([f.match.id, g.match.id].sort());
    const career: PlayerCareerResponse = (await service.http().get(CAREER_PATHS.career(squads[0])).set(ravi.headers)).body;
    expect(career.formats.other?.batting).toMatchObject({ matches: 2, runs: 12 });
    // Narrowed to one of his squads (one club's), and to a squad that is none of his: nothing.
    const atBeas: PlayerCareerResponse = (await service.http().get(CAREER_PATHS.career(squads[0], { squad: squads[1] })).set(ravi.headers)).body;
    expect([atBeas.squad, atBeas.formats.other?.batting]).toEqual([squads[1], expect.objectContaining({ matches: 1, runs: 6 })]);
    expect((await service.http().get(CAREER_PATHS.career(squads[0], { squad: Number(f.lions[1]) })).set(ravi.headers)).body.formats).toEqual({});

    // Bea's club keeps its matches to its members: Asha's workspace reads its own squad's figures only.
    await membersOnly(bea);
    const seenByAsha: PlayerCareerResponse = (await service.http().get(CAREER_PATHS.career(squads[0])).set(asha.headers)).body;
    expect(seenByAsha.formats.other?.batting).toMatchObject({ matches: 1, runs: 6 });
    expect((await service.http().get(CAREER_PATHS.player(squads[0])).set(asha.headers)).body.matches).toHaveLength(1);
    expect((await service.http().get(CAREER_PATHS.myPlayers()).set(asha.headers)).body).toEqual({ squads: [] });
  });

  it('a scorer names the player of the match from its players; a later correction keeps the choice', async () => {
    const asha = member();
    const f = await completed(asha);
    const suggested = await award(asha, f.match.id);
    expect(suggested).toMatchObject({ playerOfTheMatch: { playerId: Number(f.tigers[0]), batting: 18, winningSide: 20, total: 38 }, chosenBy: { kind: 'formula' } });
    expect(suggested.ranking).toHaveLength(10);
    // Fans read it with the match's link.
    expect((await service.http().get(CAREER_PATHS.publicPlayerOfTheMatch(f.match.id)).set(authHeader(ANONYMOUS))).body).toEqual(suggested);

    const path = CAREER_PATHS.playerOfTheMatch(f.match.id);
    const outsider = await service.http().put(path).set(asha.headers).send({ playerId: 2_000_000_000 });
    expect(outsider.body).toEqual({ statusCode: 400, message: CAREER_MESSAGES.notAPlayerOfTheMatch, error: 'Bad Request' });
    expect((await service.http().put(path).set(asha.headers).send({ playerId: 'Tiger 1' })).body.message).toBe(CAREER_MESSAGES.playerId);
    expect((await service.http().put(path).set(member().headers).send({ playerId: Number(f.lions[0]) })).status).toBe(403);
    expect((await service.http().put(path).set(colleague(asha, 'workspace_readonly').headers).send({ playerId: Number(f.lions[0]) })).status).toBe(403);
    expect((await service.http().put(CAREER_PATHS.playerOfTheMatch(2_000_000_000)).set(asha.headers).send({ playerId: 1 })).body.message).toBe(MATCH_MESSAGES.notFound);

    const chosen = await service.http().put(path).set(asha.headers).send({ playerId: Number(f.lions[0]) });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ playerOfTheMatch: { playerId: Number(f.lions[0]), name: 'Lion 1' }, chosenBy: { kind: 'scorer', userId: asha.id } });
    const updates = (await outboxEvents(service, MATCH_EVENTS.matchUpdated)).filter((e) => (e.data as { matchId: number }).matchId === f.match.id);
    expect(updates.at(-1)?.actorId).toBe(asha.id);

    const at = (await service.http().get(SCORING_PATHS.scoring(f.match.id)).set(asha.headers)).body.summary.eventCount;
    await service.http().put(SCORING_PATHS.event(f.match.id, FIRST_SIX)).set(asha.headers).send({ expectedSequence: at, event: ball(4, { boundary: 4 }) }).expect(200);
    expect(await award(asha, f.match.id)).toMatchObject({ playerOfTheMatch: { playerId: Number(f.lions[0]) }, chosenBy: { kind: 'scorer' } });
    expect((await service.http().get(CAREER_PATHS.player(Number(f.lions[0]))).set(asha.headers)).body.matches[0].playerOfTheMatch).toBe(true);

    const live = await started(asha);
    expect((await service.http().put(CAREER_PATHS.playerOfTheMatch(live.match.id)).set(asha.headers).send({ playerId: Number(live.lions[0]) })).body).toEqual({
      statusCode: 409,
      message: CAREER_MESSAGES.notCompleted,
      error: 'Conflict',
    });
    // A result kept by hand has no figures to choose from.
    const [a, b] = [await newTeam(service, asha), await newTeam(service, asha)];
    const hand: MatchResponse = (await service.http().post('/api/my/matches').set(asha.headers).send(matchPayload(a, b))).body;
    await service.http().post(`/api/my/matches/${hand.id}/status`).set(asha.headers).send({ status: 'live' }).expect(200);
    const result = { team1Score: 150, team1Wickets: 5, team1Overs: '20', team2Score: 140, team2Wickets: 9, team2Overs: '20', outcome: 'win', winnerTeamId: a.id };
    await service.http().put(`/api/my/matches/${hand.id}/result`).set(asha.headers).send(result).expect(200);
    expect((await service.http().put(CAREER_PATHS.playerOfTheMatch(hand.id)).set(asha.headers).send({ playerId: 1 })).body.message).toBe(CAREER_MESSAGES.noFigures);
  });
});
