import { SCORER_LOCK_MESSAGES, SCORER_LOCK_PATHS, SCORING_PATHS, type MatchResponse, type PlayerResponse, type ScorerLockResponse } from '@cricket/contracts';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { matchesService } from '../src/service';
import { colleague, matchPayload, member, newTeam, type Member } from './factories';

describe('matches service: one scorer holds a match', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('matches', matchesService);
  });
  afterAll(() => service.close());

  /** A started two-over match with squads of three, and the first event's players. */
  async function startedMatch(owner: Member): Promise<{ match: MatchResponse; opening: { striker: string; nonStriker: string; bowler: string } }> {
    const teams = [await newTeam(service, owner, { name: 'Lions' }), await newTeam(service, owner, { name: 'Tigers' })];
    const squads: string[][] = [];
    for (const team of teams) {
      const ids: string[] = [];
      for (let i = 1; i <= 3; i++) {
        const res = await service.http().post(`/api/my/teams/${team.id}/players`).set(owner.headers).send({ name: `${team.name} ${i}`, playingRole: 'all-rounder' });
        ids.push(String((res.body as PlayerResponse).id));
      }
      squads.push(ids);
    }
    const match = (await service.http().post('/api/my/matches').set(owner.headers).send(matchPayload(teams[0], teams[1], { format: 't2' }))).body as MatchResponse;
    return { match, opening: { striker: squads[0][0], nonStriker: squads[0][1], bowler: squads[1][0] } };
  }

  const lockOf = async (who: Member, matchId: number) => (await service.http().get(SCORER_LOCK_PATHS.lock(matchId)).set(who.headers)).body as ScorerLockResponse;
  const take = (who: Member, matchId: number, body: object = {}) => service.http().post(SCORER_LOCK_PATHS.lock(matchId)).set(who.headers).send(body);
  const startScoring = (who: Member, matchId: number) => service.http().post(SCORING_PATHS.scoring(matchId)).set(who.headers).send({});

  it('gives the match to the first scorer and refuses every other scorer with the holder’s name', async () => {
    const owner = member('admin');
    const scorer = colleague(owner, 'member');
    const { match, opening } = await startedMatch(owner);
    expect(await lockOf(scorer, match.id)).toEqual({ matchId: match.id, holder: null, unsynced: 0, requestedBy: null });

    const taken = await take(scorer, match.id);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ holder: { id: scorer.user.id, name: scorer.user.name }, unsynced: 0, requestedBy: null });

    const refused = await startScoring(owner, match.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(SCORER_LOCK_MESSAGES.heldBy(scorer.user.name));
    expect((await take(owner, match.id)).body.message).toBe(SCORER_LOCK_MESSAGES.heldBy(scorer.user.name));

    expect((await startScoring(scorer, match.id)).status).toBe(201);
    const ball = await service.http().post(SCORING_PATHS.events(match.id)).set(scorer.headers).send({ expectedSequence: 0, event: { type: 'innings_start', battingTeam: 'team1', ...opening } });
    expect(ball.status).toBe(201);
    const stranger = await service.http().post(SCORING_PATHS.undo(match.id)).set(owner.headers).send({ expectedSequence: 1 });
    expect(stranger.status).toBe(409);
    expect((await service.http().get(SCORING_PATHS.scoring(match.id)).set(owner.headers)).body.summary.eventCount).toBe(1);
  });

  it('takes a free match on the first scoring write, so a scorer without the console holds it too', async () => {
    const owner = member('admin');
    const { match } = await startedMatch(owner);
    expect((await startScoring(owner, match.id)).status).toBe(201);
    expect((await lockOf(owner, match.id)).holder?.id).toBe(owner.user.id);
  });

  it('passes the match on when asked: the holder sees who asked, releases it, and the asker takes it', async () => {
    const owner = member('admin');
    const [holder, asker] = [colleague(owner, 'member'), colleague(owner, 'member')];
    const { match } = await startedMatch(owner);
    await take(holder, match.id);
    const asked = await service.http().post(SCORER_LOCK_PATHS.request(match.id)).set(asker.headers).send({});
    expect(asked.status).toBe(200);
    expect((await lockOf(holder, match.id)).requestedBy).toEqual({ id: asker.user.id, name: asker.user.name });
    // The holder's own report of unsynced taps keeps the request.
    expect((await take(holder, match.id, { unsynced: 2 })).body).toMatchObject({ unsynced: 2, requestedBy: { id: asker.user.id } });

    const notMine = await service.http().delete(SCORER_LOCK_PATHS.lock(match.id)).set(asker.headers);
    expect([notMine.status, notMine.body.message]).toEqual([409, SCORER_LOCK_MESSAGES.heldBy(holder.user.name)]);
    expect((await service.http().delete(SCORER_LOCK_PATHS.lock(match.id)).set(holder.headers)).status).toBe(204);
    expect((await take(asker, match.id)).body).toMatchObject({ holder: { id: asker.user.id }, unsynced: 0, requestedBy: null });
  });

  it('lets an admin take over, but not while the holder’s device has unsynced taps', async () => {
    const owner = member('admin');
    const [holder, other] = [colleague(owner, 'member'), colleague(owner, 'member')];
    const { match } = await startedMatch(owner);
    await take(holder, match.id, { unsynced: 3 });

    const notAdmin = await take(other, match.id, { takeOver: true });
    expect([notAdmin.status, notAdmin.body.message]).toEqual([403, SCORER_LOCK_MESSAGES.adminTakesOver]);
    const unsynced = await take(owner, match.id, { takeOver: true });
    expect([unsynced.status, unsynced.body.message]).toEqual([409, SCORER_LOCK_MESSAGES.unsynced(holder.user.name, 3)]);

    await take(holder, match.id, { unsynced: 0 });
    const takenOver = await take(owner, match.id, { takeOver: true });
    expect(takenOver.status).toBe(200);
    expect(takenOver.body.holder).toEqual({ id: owner.user.id, name: owner.user.name });
    expect((await startScoring(holder, match.id)).body.message).toBe(SCORER_LOCK_MESSAGES.heldBy(owner.user.name));
  });

  it('refuses a bad report, and answers another workspace as the match’s other routes do', async () => {
    const owner = member('admin');
    const { match } = await startedMatch(owner);
    const bad = await take(owner, match.id, { unsynced: -1 });
    expect([bad.status, bad.body.message]).toEqual([400, SCORER_LOCK_MESSAGES.pending]);
    expect((await lockOf(owner, match.id)).holder).toBeNull();
    const stranger = member('admin');
    expect((await take(stranger, match.id)).status).toBe(403);
    expect((await service.http().get(SCORER_LOCK_PATHS.lock(match.id)).set(stranger.headers)).status).toBe(404);
    expect((await service.http().get(SCORER_LOCK_PATHS.lock(2_000_000_000)).set(owner.headers)).status).toBe(404);
  });
});
