import { ANONYMOUS, IDENTITY_EVENTS, MATCH_EVENTS, MATCH_MESSAGES, SCORING_PATHS, type MatchVisibility, type WorkspaceEventData } from '@cricket/contracts';
import { newEnvelope } from '@cricket/service-kit';
import { authHeader, startTestService, type TestService } from '@cricket/service-kit/testing';
import { DataSource } from 'typeorm';
import { matchesService } from '../src/service';
import { matchPayload, member, newTeam, outboxEvents, type Member } from './factories';

const STRANGER = authHeader(ANONYMOUS);
const NOT_FOUND = { statusCode: 404, message: MATCH_MESSAGES.notFound, error: 'Not Found' };

describe('matches service: public match pages and members-only workspaces (issue 21)', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('matches', matchesService);
  });
  afterAll(() => service.close());

  async function newMatch(owner: Member): Promise<number> {
    const [a, b] = [await newTeam(service, owner, { name: 'Lions' }), await newTeam(service, owner, { name: 'Tigers' })];
    const res = await service.http().post('/api/my/matches').set(owner.headers).send(matchPayload(a, b));
    if (res.status !== 201) throw new Error(JSON.stringify(res.body));
    return res.body.id;
  }

  /** Identity's event of the setting, handled: the service answers by it afterwards. */
  async function setVisibility(owner: Member, matchVisibility: MatchVisibility): Promise<void> {
    const data: WorkspaceEventData = { workspaceId: owner.workspace.id, name: owner.workspace.name, matchVisibility };
    const event = newEnvelope(IDENTITY_EVENTS.workspaceUpdated, data, { workspaceId: owner.workspace.id, actorId: owner.user.id });
    await service.bus.publish(event);
    const dataSource = service.app.get(DataSource);
    for (let i = 0; i < 250; i++) {
      if ((await dataSource.query('SELECT 1 FROM processed_events WHERE event_id = $1', [event.id])).length) return;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('the workspace event was never handled');
  }

  const publicReads = (id: number) => [`/api/matches/${id}`, SCORING_PATHS.publicScoring(id), SCORING_PATHS.publicScorecard(id)];
  const memberReads = (id: number) => [`/api/my/matches/${id}`, SCORING_PATHS.scoring(id), SCORING_PATHS.scorecard(id)];
  const get = (path: string, header: Record<string, string>) => service.http().get(path).set(header);

  it("answers a public match's page, score and scorecard to anyone with the link, signed in or not", async () => {
    const owner = member();
    const id = await newMatch(owner);
    for (const path of publicReads(id)) expect((await get(path, STRANGER)).status).toBe(200);
    expect((await get(`/api/matches/${id}`, STRANGER)).body.match).toMatchObject({ id, team1Name: 'Lions', team2Name: 'Tigers' });
    expect((await get(`/api/matches/${id}`, member().headers)).status).toBe(200);
  });

  it('still needs a session for the member paths and every write', async () => {
    const id = await newMatch(member());
    for (const path of memberReads(id)) expect((await get(path, STRANGER)).status).toBe(401);
    expect((await get('/api/my/matches', STRANGER)).status).toBe(401);
    expect((await service.http().put(`/api/my/matches/${id}/toss`).set(STRANGER).send({ tossWinner: 1, tossDecision: 'bat' })).status).toBe(401);
  });

  it('answers 404 for a match that does not exist', async () => {
    for (const path of publicReads(2_000_000_000)) expect((await get(path, STRANGER)).body).toEqual(NOT_FOUND);
  });

  it("keeps a members-only workspace's matches, old and new, to its members: 404 to strangers and other workspaces, back to public when set so", async () => {
    const owner = member();
    const colleague = member('workspace_readonly', owner.workspace);
    const other = member();
    const before = await newMatch(owner);
    await setVisibility(owner, 'members');
    const after = await newMatch(owner);
    for (const id of [before, after]) {
      for (const path of publicReads(id)) {
        expect((await get(path, STRANGER)).body).toEqual(NOT_FOUND);
        expect((await get(path, other.headers)).body).toEqual(NOT_FOUND);
        expect((await get(path, colleague.headers)).status).toBe(200);
      }
      for (const path of memberReads(id)) {
        expect((await get(path, other.headers)).body).toEqual(NOT_FOUND);
        expect((await get(path, owner.headers)).status).toBe(200);
      }
    }
    await setVisibility(owner, 'public');
    for (const id of [before, after]) expect((await get(`/api/matches/${id}`, STRANGER)).status).toBe(200);
  });

  it('marks every event of a members-only match so realtime keeps its live messages to the workspace', async () => {
    const owner = member();
    await setVisibility(owner, 'members');
    const id = await newMatch(owner);
    const publicId = await newMatch(member());
    const updates = await outboxEvents(service, MATCH_EVENTS.matchCreated);
    const created = (matchId: number) => updates.find((e) => (e.data as { matchId: number }).matchId === matchId)!.data;
    expect(created(id)).toMatchObject({ matchId: id, membersOnly: true });
    expect(created(publicId)).not.toHaveProperty('membersOnly');
  });
});
