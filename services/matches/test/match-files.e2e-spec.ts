import { readCricsheet as load } from '@cricket/contracts/testing';
import { DataSource } from 'typeorm';
import {
  AUTH_MESSAGES,
  MATCH_EVENTS,
  MATCH_FILE_MESSAGES,
  MATCH_FILE_PATHS,
  MATCH_MESSAGES,
  SCORING_API_MESSAGES,
  SCORING_PATHS,
  formatOvers,
  type CricsheetDelivery,
  type CricsheetMatch,
  type MatchDetailResponse,
  type MatchImportedData,
  type PlayerResponse,
  type ScoringEvent,
  type TeamResponse,
} from '@cricket/contracts';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { matchesService } from '../src/service';
import { colleague, matchPayload, member, newTeam, newTournament, outboxEvents, type Member } from './factories';

// Data from Cricsheet (cricsheet.org), Open Data Commons Attribution License; the five annotated files of ../shared/cricsheet.

/** The five files, as the fixtures' README gives them (scores as the scorecard writes them). */
const FILES = [
  { file: 'ipl_335982.json', scores: ['222/3 (20 ov)', '82 (15.1 ov)'], result: 'Kolkata Knight Riders won by 140 runs', winner: 'Kolkata Knight Riders' },
  {
    file: 'ipl_1082625.json',
    scores: ['153/9 (20 ov)', '153 (20 ov)', '11/2 (0.5 ov)', '6/0 (1 ov)'],
    result: 'Match tied (Mumbai Indians won the super over)',
    winner: 'Mumbai Indians',
  },
  { file: 'ipl_335988.json', scores: ['142/8 (20 ov)', '143/1 (13 ov)'], result: 'Delhi Daredevils won by 9 wickets', winner: 'Delhi Daredevils' },
  { file: 'ipl_1082628.json', scores: ['162/8 (20 ov)', '165/5 (19.5 ov)'], result: 'Mumbai Indians won by 5 wickets', winner: 'Mumbai Indians' },
  { file: 'odi_1126729.json', scores: ['219 (47.4 ov)', '224/6 (44.4 ov)'], result: 'New Zealand won by 4 wickets', winner: 'New Zealand' },
];

const NOT_TEAM_WICKETS = ['retired hurt', 'retired not out'];
const balls = (innings: CricsheetMatch['innings'][number]) => (innings.overs ?? []).flatMap((over) => over.deliveries);
const legal = (ball: CricsheetDelivery) => !ball.extras?.wides && !ball.extras?.noballs;

/** What each innings' deliveries add up to. */
function rawInnings(file: CricsheetMatch) {
  return file.innings.map((innings) => ({
    team: innings.team,
    superOver: innings.super_over === true,
    runs: balls(innings).reduce((sum, ball) => sum + ball.runs.total, 0),
    wickets: balls(innings).flatMap((ball) => ball.wickets ?? []).filter((wicket) => !NOT_TEAM_WICKETS.includes(wicket.kind)).length,
    legalBalls: balls(innings).filter(legal).length,
  }));
}

/** The platform statistics' cricket figures of one match, counted from the file (players: who batted or bowled). */
function cricketFigures(file: CricsheetMatch) {
  const all = file.innings.flatMap((innings, number) => (innings.overs ?? []).flatMap((over) => over.deliveries.map((ball) => ({ ball, over: `${number}.${over.over}` }))));
  const hit = (runs: number) => all.filter(({ ball }) => ball.runs.batter === runs && !ball.runs.non_boundary).length;
  return {
    totalPlayers: new Set(all.flatMap(({ ball }) => [ball.batter, ball.non_striker, ball.bowler])).size,
    totalOvers: new Set(all.filter(({ ball }) => legal(ball)).map(({ over }) => over)).size,
    dotBalls: all.filter(({ ball }) => legal(ball) && ball.runs.total === 0).length,
    fours: hit(4),
    sixes: hit(6),
    wickets: all.filter(({ ball }) => (ball.wickets ?? []).some((wicket) => !wicket.kind.startsWith('retired'))).length,
  };
}

/** POST a match file as the client sends it: the file's JSON text. */
const postFile = (service: TestService, who: Member, body: unknown, path = MATCH_FILE_PATHS.import()) =>
  service.http().post(path).set(who.headers).set('Content-Type', 'application/json').send(typeof body === 'string' ? body : JSON.stringify(body));

describe('matches service: matches imported from and exported to Cricsheet files', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('matches', matchesService);
  });
  afterAll(() => service.close());

  const importFile = (who: Member, body: unknown, path?: string) => postFile(service, who, body, path);
  const exportFile = (who: Member, matchId: number, path = MATCH_FILE_PATHS.export(matchId)) => service.http().get(path).set(who.headers);
  const detail = async (who: Member, matchId: number): Promise<MatchDetailResponse> => (await service.http().get(`/api/matches/${matchId}`).set(who.headers)).body;
  const scores = async (who: Member, matchId: number): Promise<string[]> =>
    (await service.http().get(SCORING_PATHS.scorecard(matchId)).set(who.headers)).body.innings.map((innings: { score: string }) => innings.score);
  const teams = async (who: Member): Promise<TeamResponse[]> => (await service.http().get('/api/my/teams').set(who.headers)).body.teams;

  /** Rows this service stores for matches; an import that is refused adds none. */
  async function stored() {
    const rows: Record<string, string>[] = await service.app.get(DataSource).query(`
      SELECT (SELECT count(*) FROM matches) AS matches, (SELECT count(*) FROM teams) AS teams, (SELECT count(*) FROM players) AS players,
             (SELECT count(*) FROM match_scoring) AS scoring, (SELECT count(*) FROM scoring_events) AS events, (SELECT count(*) FROM outbox) AS outbox`);
    return rows[0];
  }

  it.each(FILES)('imports $file: the totals, wickets, overs and result the file gives', async ({ file: name, scores: expected, result, winner }) => {
    const asha = member();
    const file = load(name);
    const res = await importFile(asha, file);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), alreadyImported: false });
    const id = res.body.id as number;

    expect(await scores(asha, id)).toEqual(expected);
    const card = (await service.http().get(SCORING_PATHS.scorecard(id)).set(asha.headers)).body;
    expect(card.innings.map((innings: { team: string; superOver: boolean; runs: number; wickets: number; legalBalls: number }) => ({ ...innings }))).toEqual(
      rawInnings(file).map((raw) => expect.objectContaining(raw)),
    );
    expect(card.result).toBe(result);

    const { match, score } = await detail(asha, id);
    const [team1, team2] = file.info.teams;
    expect(match).toMatchObject({ status: 'completed', result, outcome: 'win', team1Name: team1, team2Name: team2, venue: file.info.venue, date: file.info.dates![0] });
    expect(match.winnerTeamId).toBe(winner === team1 ? match.team1Id : match.team2Id);
    expect(match.tossWinner).toBe(file.info.toss!.winner === team1 ? match.team1Id : match.team2Id);
    // The score columns: each side's innings of the match proper.
    const line = (team: string) => {
      const innings = rawInnings(file).filter((one) => one.team === team && !one.superOver).pop()!;
      return [innings.runs, innings.wickets, formatOvers(innings.legalBalls)];
    };
    expect([score!.team1Score, score!.team1Wickets, score!.team1Overs]).toEqual(line(team1));
    expect([score!.team2Score, score!.team2Wickets, score!.team2Overs]).toEqual(line(team2));

    // Both teams are the workspace's, each with the players the file names.
    const mine = await teams(asha);
    expect(mine.map((team) => [team.name, team.playersCount]).sort()).toEqual(file.info.teams.map((team) => [team, file.info.players![team].length]).sort());
    const scoring = (await service.http().get(SCORING_PATHS.scoring(id)).set(asha.headers)).body;
    expect(scoring).toMatchObject({ status: 'completed', started: true, summary: { completed: true, next: 'none', result } });
  });

  it('reuses the workspace’s teams and players of the same name; another workspace gets its own', async () => {
    const asha = member();
    const file = load('ipl_1082628.json');
    const mumbai = await newTeam(service, asha, { name: 'mumbai indians' });
    const known = await service.http().post(`/api/my/teams/${mumbai.id}/players`).set(asha.headers).send({ name: 'RG Sharma', playingRole: 'batter' });
    const first = await importFile(asha, file);
    const again = await importFile(asha, file);
    expect([first.status, again.status]).toEqual([201, 201]);
    const mine = await teams(asha);
    expect(mine.map((team) => [team.name, team.playersCount]).sort()).toEqual([
      ['Royal Challengers Bangalore', 11],
      ['mumbai indians', 11],
    ]);
    const [one, two] = [(await detail(asha, first.body.id)).match, (await detail(asha, again.body.id)).match];
    expect([one.team1Id, one.team2Id]).toEqual([two.team1Id, two.team2Id]);
    const side = file.info.teams.indexOf('Mumbai Indians') === 0 ? 'team1' : 'team2';
    expect(one[`${side}Id`]).toBe(mumbai.id);
    const scoring = (await service.http().get(SCORING_PATHS.scoring(first.body.id)).set(asha.headers)).body;
    expect(scoring.setup.teams[side].players).toContainEqual({ id: String((known.body as PlayerResponse).id), name: 'RG Sharma' });

    const other = member();
    expect((await importFile(other, file)).status).toBe(201);
    expect((await teams(other)).map((team) => team.id)).not.toContain(mumbai.id);
  });

  it('exports Cricsheet JSON that imports back to the same match', async () => {
    const asha = member();
    const original = load('ipl_1082625.json');
    const { id } = (await importFile(asha, original)).body;
    const res = await exportFile(asha, id);
    expect(res.status).toBe(200);
    const file = res.body as CricsheetMatch;
    expect(file.meta).toEqual({ data_version: '1.0.0', created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), revision: 1 });
    expect(file.info).toMatchObject({
      teams: original.info.teams,
      players: original.info.players,
      outcome: { result: 'tie', eliminator: 'Mumbai Indians' },
      overs: 20,
      balls_per_over: 6,
      match_type: 'T20',
      dates: original.info.dates,
      venue: original.info.venue,
      toss: original.info.toss,
    });
    expect(file.innings.map((innings) => [innings.team, innings.super_over ?? false, innings.target])).toEqual([
      ['Gujarat Lions', false, undefined],
      ['Mumbai Indians', false, { runs: 154, overs: 20 }],
      ['Mumbai Indians', true, undefined],
      ['Gujarat Lions', true, undefined],
    ]);
    // Ball for ball what Cricsheet wrote: who, runs and wickets with their fielders. (Runs run off a
    // no-ball, which this 2017 file counts as no-balls, are written as byes, as the Laws now have it.)
    const lawful = ({ noballs, ...rest }: NonNullable<CricsheetDelivery['extras']>) => (noballs && noballs > 1 ? { ...rest, noballs: 1, byes: noballs - 1 } : { noballs, ...rest });
    const ballsOf = (match: CricsheetMatch) =>
      match.innings.map((innings) =>
        balls(innings).map(({ batter, bowler, non_striker, runs, extras, wickets }) => [batter, non_striker, bowler, runs.batter, runs.extras, runs.total, extras && lawful(extras), wickets]),
      );
    expect(JSON.parse(JSON.stringify(ballsOf(file)))).toEqual(JSON.parse(JSON.stringify(ballsOf(original))));

    const back = await importFile(asha, file);
    expect(back.status).toBe(201);
    expect(await scores(asha, back.body.id)).toEqual(await scores(asha, id));
    expect((await detail(asha, back.body.id)).match.result).toBe('Match tied (Mumbai Indians won the super over)');
    expect((await teams(asha)).length).toBe(2);
  });

  it('exports a match scored here ball by ball, and another workspace imports it to the same totals', async () => {
    const asha = member();
    const [lions, tigers] = [await newTeam(service, asha, { name: 'Lions' }), await newTeam(service, asha, { name: 'Tigers' })];
    const squad = async (team: TeamResponse, prefix: string) => {
      const ids: string[] = [];
      for (let i = 1; i <= 4; i++) ids.push(String((await service.http().post(`/api/my/teams/${team.id}/players`).set(asha.headers).send({ name: `${prefix} ${i}`, playingRole: 'batter' })).body.id));
      return ids;
    };
    const [l, t] = [await squad(lions, 'Lion'), await squad(tigers, 'Tiger')];
    const match = (await service.http().post('/api/my/matches').set(asha.headers).send(matchPayload(lions, tigers, { format: 't2' }))).body;
    await service.http().post(SCORING_PATHS.scoring(match.id)).set(asha.headers).send({ rules: { freeHit: false } });
    const events: ScoringEvent[] = [
      { type: 'innings_start', battingTeam: 'team1', striker: l[0], nonStriker: l[1], bowler: t[0] },
      { type: 'delivery', runs: 0, extra: 'no_ball' },
      { type: 'delivery', runs: 0, wicket: { kind: 'bowled' } },
      { type: 'batter_in', batter: l[2] },
      { type: 'delivery', runs: 4, boundary: 4 },
      { type: 'retire', batter: l[2], kind: 'retired_hurt' },
      { type: 'batter_in', batter: l[3] },
      ...Array.from({ length: 4 }, (): ScoringEvent => ({ type: 'delivery', runs: 1 })),
      { type: 'bowler', bowler: t[1] },
      ...Array.from({ length: 6 }, (): ScoringEvent => ({ type: 'delivery', runs: 2, runsKind: 'leg_bye' })),
      { type: 'innings_start', battingTeam: 'team2', striker: t[0], nonStriker: t[1], bowler: l[0] },
      { type: 'delivery', runs: 6, boundary: 6 },
      { type: 'delivery', runs: 0, wicket: { kind: 'caught', fielders: [l[3]] } },
      { type: 'batter_in', batter: t[2] },
      { type: 'delivery', runs: 0, wicket: { kind: 'lbw' } },
      { type: 'batter_in', batter: t[3] },
      { type: 'delivery', runs: 0, wicket: { kind: 'bowled' } },
    ];
    for (const [seq, event] of events.entries()) {
      const res = await service.http().post(SCORING_PATHS.events(match.id)).set(asha.headers).send({ expectedSequence: seq, event });
      if (res.status !== 201) throw new Error(`${seq}: ${JSON.stringify(res.body)}`);
    }
    expect((await service.http().get(`/api/my/matches/${match.id}`).set(asha.headers)).body.match.result).toBe('Lions won by 15 runs');

    const file = (await exportFile(asha, match.id)).body as CricsheetMatch;
    expect(file.info).toMatchObject({ match_type: 'T2', overs: 2, scoring_rules: { freeHit: false }, players: { Lions: ['Lion 1', 'Lion 2', 'Lion 3', 'Lion 4'] } });
    const other = member();
    const imported = await importFile(other, file);
    expect(imported.status).toBe(201);
    // Tigers all out with three wickets down: a squad of four has no one left to bat.
    expect(await scores(other, imported.body.id)).toEqual(['21/1 (2 ov)', '6 (0.4 ov)']);
    expect(await scores(other, imported.body.id)).toEqual(await scores(asha, match.id));
    expect((await detail(other, imported.body.id)).match).toMatchObject({ result: 'Lions won by 15 runs', format: 't2' });
  });

  it('refuses what it cannot import with 400 and a clear message, storing nothing', async () => {
    const asha = member();
    const before = await stored();
    const file = load('ipl_335982.json');
    // The non-striker is out bowled, which no umpire can give; the teams are new, so they would be created.
    const broken = JSON.parse(JSON.stringify(file)) as CricsheetMatch;
    broken.info.teams = ['Deccan Nobodies', 'Pune Nobodies'];
    broken.info.players = { 'Deccan Nobodies': file.info.players![file.info.teams[0]], 'Pune Nobodies': file.info.players![file.info.teams[1]] };
    for (const innings of broken.innings) innings.team = innings.team === file.info.teams[0] ? 'Deccan Nobodies' : 'Pune Nobodies';
    const ball = broken.innings[0].overs![1].deliveries[0];
    ball.wickets = [{ kind: 'bowled', player_out: ball.non_striker }];
    const refused: [string, unknown, string][] = [
      [MATCH_FILE_PATHS.import(), broken, MATCH_FILE_MESSAGES.refused('innings 1, over 1.1: Only the striker can be out bowled')],
      ['/api/my/matches/import?format=csv', file, MATCH_FILE_MESSAGES.format],
      ['/api/my/matches/import', file, MATCH_FILE_MESSAGES.format],
      [MATCH_FILE_PATHS.import(), { teams: ['A', 'B'] }, MATCH_FILE_MESSAGES.notCricsheet('info is missing')],
      [MATCH_FILE_PATHS.import(), [file], MATCH_FILE_MESSAGES.notCricsheet('the file must be a JSON object with info and innings')],
      [MATCH_FILE_PATHS.import(), { ...file, innings: [{ team: 'Someone Else' }] }, MATCH_FILE_MESSAGES.notCricsheet('innings[0].team must be one of info.teams')],
    ];
    for (const [path, body, message] of refused) {
      const res = await importFile(asha, body, path);
      expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    }
    const notJson = await importFile(asha, '{"info": ', MATCH_FILE_PATHS.import());
    expect(notJson.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('takes a match file of several MB on the import path while other paths keep the 1 MB limit', async () => {
    const asha = member();
    const file = JSON.stringify(load('odi_1126729.json'));
    // A Test match file is 1–2 MB; the same file padded with JSON whitespace to 3 MB.
    const large = `{${' '.repeat(3 * 1024 * 1024)}${file.slice(1)}`;
    const res = await importFile(asha, large);
    expect(res.status).toBe(201);
    expect(await scores(asha, res.body.id)).toEqual(['219 (47.4 ov)', '224/6 (44.4 ov)']);
    const team = await newTeam(service, asha);
    const other = await service.http().post('/api/my/matches').set(asha.headers).set('Content-Type', 'application/json').send(`{${' '.repeat(1024 * 1024)}"venue":"x","team1Id":${team.id}}`);
    expect(other.status).toBe(413);
  });

  it('export: another workspace’s match is 404, a match never scored 409; readonly members export but cannot import (403)', async () => {
    const asha = member();
    const { id } = (await importFile(asha, load('ipl_335988.json'))).body;
    const other = member();
    for (const path of [MATCH_FILE_PATHS.export(id), MATCH_FILE_PATHS.export(999999)]) {
      const res = await exportFile(other, id, path);
      expect([res.status, res.body.message]).toEqual([404, MATCH_MESSAGES.notFound]);
    }
    expect((await exportFile(asha, id, `/api/my/matches/${id}/export?format=pdf`)).body).toEqual({ statusCode: 400, message: MATCH_FILE_MESSAGES.format, error: 'Bad Request' });
    const [a, b] = [await newTeam(service, asha), await newTeam(service, asha)];
    const unscored = (await service.http().post('/api/my/matches').set(asha.headers).send(matchPayload(a, b))).body;
    expect((await exportFile(asha, unscored.id)).body).toEqual({ statusCode: 409, message: SCORING_API_MESSAGES.notStarted, error: 'Conflict' });

    const reader = colleague(asha, 'workspace_readonly');
    expect((await exportFile(reader, id)).status).toBe(200);
    const before = await stored();
    const res = await importFile(reader, load('ipl_335988.json'));
    expect([res.status, res.body.message]).toEqual([403, AUTH_MESSAGES.forbidden]);
    expect(await stored()).toEqual(before);
  });

  it('a match scored to its result feeds the points table with the engine’s net run rate: a side bowled out by a short squad counts its full overs', async () => {
    const asha = member();
    const cup = await newTournament(service, asha);
    const [lions, tigers] = [await newTeam(service, asha, { name: 'Lions' }), await newTeam(service, asha, { name: 'Tigers' })];
    for (const team of [lions, tigers]) await service.http().post(`/api/tournaments/${cup.id}/teams`).set(asha.headers).send({ teamId: team.id });
    const squad = async (team: TeamResponse) => {
      const ids: string[] = [];
      for (let i = 1; i <= 3; i++) ids.push(String((await service.http().post(`/api/my/teams/${team.id}/players`).set(asha.headers).send({ name: `${team.name} ${i}`, playingRole: 'batter' })).body.id));
      return ids;
    };
    const [l, t] = [await squad(lions), await squad(tigers)];
    const match = (await service.http().post('/api/my/matches').set(asha.headers).send(matchPayload(lions, tigers, { format: 't2', tournamentId: cup.id }))).body;
    await service.http().post(SCORING_PATHS.scoring(match.id)).set(asha.headers).send({});
    const one: ScoringEvent = { type: 'delivery', runs: 1 };
    const events: ScoringEvent[] = [
      { type: 'innings_start', battingTeam: 'team1', striker: l[0], nonStriker: l[1], bowler: t[0] },
      ...Array.from({ length: 6 }, () => one),
      { type: 'bowler', bowler: t[1] },
      ...Array.from({ length: 6 }, () => one),
      // Tigers: a four, then two wickets and no one left of a squad of three: all out in 0.3 overs.
      { type: 'innings_start', battingTeam: 'team2', striker: t[0], nonStriker: t[1], bowler: l[0] },
      { type: 'delivery', runs: 4, boundary: 4 },
      { type: 'delivery', runs: 0, wicket: { kind: 'bowled' } },
      { type: 'batter_in', batter: t[2] },
      { type: 'delivery', runs: 0, wicket: { kind: 'bowled' } },
    ];
    for (const [seq, event] of events.entries()) {
      const res = await service.http().post(SCORING_PATHS.events(match.id)).set(asha.headers).send({ expectedSequence: seq, event });
      if (res.status !== 201) throw new Error(`${seq}: ${JSON.stringify(res.body)}`);
    }
    const finished = await service.http().get(`/api/my/matches/${match.id}`).set(asha.headers);
    expect(finished.body.score).toMatchObject({ team1Score: 12, team2Score: 4, team2Wickets: 2, team2Overs: '0.3' });
    const table = (await service.http().get(`/api/tournaments/${cup.id}/points-table`).set(member().headers)).body;
    // Tigers count 2 overs (their quota), not 0.3: Lions 6.00 − 2.00, Tigers 2.00 − 6.00 per over.
    expect(table.rows.map((row: Record<string, unknown>) => [row.teamName, row.points, row.runsFor, row.oversFor, row.runsAgainst, row.oversAgainst, row.netRunRate])).toEqual([
      ['Lions', 2, 12, '2', 4, '2', 4],
      ['Tigers', 0, 4, '2', 12, '2', -4],
    ]);
  });
});

describe('matches service: an imported match is one event', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('matches', matchesService);
  });
  afterAll(() => service.close());

  it('writes matches.match.imported with the score and every ball figure the statistics keep, and no ball or match-created event', async () => {
    const file = load('ipl_335982.json');
    const before = (await outboxEvents(service)).length;
    const { id } = (await postFile(service, member(), file)).body;
    const written = (await outboxEvents(service)).slice(before).filter((event) => event.type.startsWith('matches.match') || event.type.startsWith('matches.score'));
    expect(written.map((event) => event.type)).toEqual([MATCH_EVENTS.matchImported]);

    const figures = cricketFigures(file);
    expect(figures).toMatchObject({ totalPlayers: 20, totalOvers: 36, wickets: 13 });
    const data = written[0].data as MatchImportedData;
    expect(data).toMatchObject({ matchId: id, tournamentId: null, status: 'completed', score: { matchId: id, completed: true } });
    const { players, ...balls } = data.balls;
    expect({ ...balls, players: players.length }).toEqual({
      overs: figures.totalOvers,
      dots: figures.dotBalls,
      fours: figures.fours,
      sixes: figures.sixes,
      wickets: figures.wickets,
      players: figures.totalPlayers,
    });
  });
});
