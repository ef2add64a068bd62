import { readCricsheet as load } from '@cricket/contracts/testing';
import { DataSource } from 'typeorm';
import {
  AUTH_MESSAGES,
  MATCH_FILE_MESSAGES,
  MATCH_FILE_PATHS,
  MATCH_IMPORT_BATCH_MAX_FILES,
  MATCH_MESSAGES,
  TOURNAMENT_MESSAGES,
  type MatchImportBatchResponse,
  type MatchResponse,
  type TournamentTeamResponse,
} from '@cricket/contracts';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { matchesService } from '../src/service';
import { colleague, member, newTeam, newTournament, type Member } from './factories';

jest.setTimeout(60_000);

// Data from Cricsheet (cricsheet.org), Open Data Commons Attribution License; the five annotated files of ../shared/cricsheet.

describe('matches service: importing into a tournament, importing many files, importing twice', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('matches', matchesService);
  });
  afterAll(() => service.close());

  const post = (who: Member, path: string, body: unknown) => service.http().post(path).set(who.headers).send(body as object);
  const registered = async (who: Member, tournamentId: number): Promise<TournamentTeamResponse[]> =>
    (await service.http().get(`/api/tournaments/${tournamentId}/teams`).set(who.headers)).body.teams;
  const matchOf = async (who: Member, id: number): Promise<MatchResponse> => (await service.http().get(`/api/matches/${id}`).set(who.headers)).body.match;
  const count = async (sql: string, params: unknown[]) => Number((await service.app.get(DataSource).query(sql, params))[0].count);
  const matchesOf = (who: Member) => count('SELECT count(*) FROM matches WHERE workspace_id = $1', [who.workspace.id]);

  it('the same file twice is one match: the second import answers it, also when both race', async () => {
    const asha = member();
    const file = load('ipl_335982.json');
    const first = await post(asha, MATCH_FILE_PATHS.import(), file);
    expect([first.status, first.body]).toEqual([201, { id: expect.any(Number), alreadyImported: false }]);
    // Cricsheet rewrites meta (created, revision) without the match changing: still the same match.
    const again = await post(asha, MATCH_FILE_PATHS.import(), { ...file, meta: { ...file.meta, revision: 2, created: '2026-01-01' } });
    expect(again.body).toEqual({ id: first.body.id, alreadyImported: true });

    const other = load('ipl_335988.json');
    const raced = await Promise.all([1, 2, 3].map(() => post(asha, MATCH_FILE_PATHS.import(), other)));
    expect(new Set(raced.map((res) => res.body.id)).size).toBe(1);
    expect(raced.filter((res) => res.body.alreadyImported === false)).toHaveLength(1);
    expect(await matchesOf(asha)).toBe(2);
    // Another workspace importing the same file gets its own match.
    const bo = member();
    expect((await post(bo, MATCH_FILE_PATHS.import(), file)).body).toEqual({ id: expect.any(Number), alreadyImported: false });
  });

  it('?tournamentId= puts the match in the workspace’s tournament, registering its teams or matching registered ones by name', async () => {
    const asha = member();
    const cup = await newTournament(service, asha, { maxTeams: 4 });
    // A team already registered under the file's name (any case) is the one the match is played by.
    const kolkata = await newTeam(service, asha, { name: 'KOLKATA KNIGHT RIDERS' });
    expect((await post(asha, `/api/tournaments/${cup.id}/teams`, { teamId: kolkata.id })).status).toBe(201);

    const res = await post(asha, MATCH_FILE_PATHS.import('cricsheet', cup.id), load('ipl_335982.json'));
    expect(res.status).toBe(201);
    const match = await matchOf(asha, res.body.id);
    expect(match).toMatchObject({ tournamentId: cup.id, status: 'completed' });
    expect([match.team1Id, match.team2Id]).toContain(kolkata.id);
    expect((await registered(asha, cup.id)).map((team) => team.teamName).sort()).toEqual(['KOLKATA KNIGHT RIDERS', 'Royal Challengers Bangalore']);

    // Two more teams fill the tournament; a fifth is refused, storing nothing.
    expect((await post(asha, MATCH_FILE_PATHS.import('cricsheet', cup.id), load('ipl_335988.json'))).status).toBe(201);
    const before = await matchesOf(asha);
    const full = await post(asha, MATCH_FILE_PATHS.import('cricsheet', cup.id), load('ipl_1082625.json'));
    expect([full.status, full.body.message]).toEqual([409, TOURNAMENT_MESSAGES.full]);
    expect(await matchesOf(asha)).toBe(before);
    expect(await registered(asha, cup.id)).toHaveLength(4);

    const table = (await service.http().get(`/api/tournaments/${cup.id}/points-table`).set(asha.headers)).body;
    expect(table.rows.find((row: { teamId: number }) => row.teamId === kolkata.id)).toMatchObject({ played: 1, won: 1, points: 2 });
  });

  it('another workspace’s tournament is 404 and a tournamentId that is no id 400, storing nothing', async () => {
    const [asha, bo] = [member(), member()];
    const theirs = await newTournament(service, bo);
    for (const [path, status, message] of [
      [MATCH_FILE_PATHS.import('cricsheet', theirs.id), 404, MATCH_MESSAGES.tournamentNotFound],
      [MATCH_FILE_PATHS.importBatch('cricsheet', theirs.id), 404, MATCH_MESSAGES.tournamentNotFound],
      [`${MATCH_FILE_PATHS.import()}&tournamentId=abc`, 400, MATCH_FILE_MESSAGES.tournamentId],
      [`${MATCH_FILE_PATHS.importBatch()}&tournamentId=-1`, 400, MATCH_FILE_MESSAGES.tournamentId],
    ] as const) {
      const body = path.includes('batch') ? { files: [{ name: 'a.json', match: load('ipl_335982.json') }] } : load('ipl_335982.json');
      const res = await post(asha, path, body);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    expect(await matchesOf(asha)).toBe(0);
    expect(await registered(bo, theirs.id)).toHaveLength(0);
  });

  it('a batch answers each file’s outcome: imported, already imported, or the 400 message, one refusal leaving the others in', async () => {
    const asha = member();
    const cup = await newTournament(service, asha);
    const done = (await post(asha, MATCH_FILE_PATHS.import(), load('ipl_1082628.json'))).body.id;
    const res = await post(asha, MATCH_FILE_PATHS.importBatch('cricsheet', cup.id), {
      files: [
        { name: 'ipl_335982.json', match: load('ipl_335982.json') },
        { name: 'ipl_1082628.json', match: load('ipl_1082628.json') },
        { name: 'notes.json', match: { teams: ['A', 'B'] } },
        { name: 'ipl_335988.json', match: load('ipl_335988.json') },
      ],
    });
    expect(res.status).toBe(200);
    expect((res.body as MatchImportBatchResponse).results).toEqual([
      { name: 'ipl_335982.json', id: expect.any(Number), alreadyImported: false },
      { name: 'ipl_1082628.json', id: done, alreadyImported: true },
      { name: 'notes.json', error: MATCH_FILE_MESSAGES.notCricsheet('info is missing') },
      { name: 'ipl_335988.json', id: expect.any(Number), alreadyImported: false },
    ]);
    expect(await matchesOf(asha)).toBe(3);
    expect(await count('SELECT count(*) FROM matches WHERE tournament_id = $1', [cup.id])).toBe(2);

    const tooMany = Array.from({ length: MATCH_IMPORT_BATCH_MAX_FILES + 1 }, (_, i) => ({ name: `${i}.json`, match: {} }));
    for (const body of [{}, { files: [] }, { files: tooMany }, { files: [{ name: 7, match: {} }] }, { files: [{ name: 'a.json' }] }]) {
      const refused = await post(asha, MATCH_FILE_PATHS.importBatch(), body);
      expect([refused.status, refused.body.message]).toEqual([400, MATCH_FILE_MESSAGES.batchFiles]);
    }
    const readonly = colleague(asha, 'workspace_readonly');
    const forbidden = await post(readonly, MATCH_FILE_PATHS.importBatch(), { files: [{ name: 'a.json', match: load('ipl_335982.json') }] });
    expect([forbidden.status, forbidden.body.message]).toEqual([403, AUTH_MESSAGES.forbidden]);
    expect(await matchesOf(asha)).toBe(3);
  });

  it('a completed match is attached to a tournament and taken out of it by its workspace; nothing else of it changes', async () => {
    const asha = member();
    const cup = await newTournament(service, asha);
    const id = (await post(asha, MATCH_FILE_PATHS.import(), load('ipl_335982.json'))).body.id;
    const match = await matchOf(asha, id);
    const put = (who: Member, body: object) => service.http().put(`/api/my/matches/${id}`).set(who.headers).send(body);

    expect((await put(asha, { ...match, tournamentId: cup.id })).body).toMatchObject({ id, tournamentId: cup.id, status: 'completed' });
    const table = (await service.http().get(`/api/tournaments/${cup.id}/points-table`).set(asha.headers)).body;
    expect(table.rows).toEqual([]); // Its teams are not registered: the organiser registers them (or imports into the tournament).
    expect((await put(asha, { ...match, tournamentId: 'none' })).body).toMatchObject({ id, tournamentId: null });

    const moved = await put(asha, { ...match, venue: 'Elsewhere', tournamentId: cup.id });
    expect([moved.status, moved.body.message]).toEqual([409, MATCH_MESSAGES.notEditable]);
    const other = member();
    expect((await put(other, { ...match, tournamentId: cup.id })).status).toBe(403);
    expect(await matchOf(asha, id)).toMatchObject({ tournamentId: null, venue: match.venue });
  });
});
