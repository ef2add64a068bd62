import { IDENTITY_EVENTS, type AuthContext, type WorkspaceEventData } from '@cricket/contracts';
import { newEnvelope } from '@cricket/service-kit';
import { authHeader, startTestService, type TestService } from '@cricket/service-kit/testing';
import { DataSource } from 'typeorm';
import { matchesService } from '../src/service';
import { IDENTITY_CONSUMER } from '../src/users/identity-events.consumer';
import { member, newTeam, newTournament, registerUser } from './factories';

const operator: AuthContext = {
  user: { id: 1, username: 'root', name: 'Root', email: 'root@example.com', role: 'admin' },
  workspace: { id: 1, name: 'Platform', role: 'admin' },
  permissions: [],
};

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 250; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not met in time');
}

describe('matches service: identity events', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('matches', matchesService);
  });
  afterAll(() => service.close());

  it('keeps the users projection: registered users are found by username, renamed ones under the new name', async () => {
    const asha = member();
    const team = await newTeam(service, asha);
    const kiran = member();
    await registerUser(service, kiran.user);
    const renamed = { userId: kiran.user.id, username: `${kiran.user.username}_x`, name: 'Kiran Rao' };
    await service.bus.publish(newEnvelope(IDENTITY_EVENTS.userUpdated, renamed, { workspaceId: null, actorId: kiran.user.id }));
    await eventually(async () => (await service.app.get(DataSource).query('SELECT 1 FROM users WHERE username = $1', [renamed.username])).length === 1);
    const res = await service.http().post(`/api/my/teams/${team.id}/players`).set(asha.headers).send({ username: renamed.username, playingRole: 'bowler' });
    expect(res.body).toMatchObject({ userId: kiran.user.id, username: renamed.username, name: 'Kiran Rao' });
  });

  it('renames the organising and registering workspace on tournaments, handling a redelivered event once', async () => {
    const asha = member();
    const t = await newTournament(service, asha);
    const team = await newTeam(service, asha);
    await service.http().post(`/api/tournaments/${t.id}/teams`).set(asha.headers).send({ teamId: team.id });
    const event = newEnvelope<WorkspaceEventData>(IDENTITY_EVENTS.workspaceUpdated, { workspaceId: asha.workspace.id, name: 'Renamed Club' }, { workspaceId: asha.workspace.id, actorId: asha.user.id });
    await service.bus.publish(event);
    await service.bus.publish(event);
    await eventually(async () => (await service.http().get(`/api/tournaments/${t.id}`).set(asha.headers)).body.workspaceName === 'Renamed Club');
    const teams = await service.http().get(`/api/tournaments/${t.id}/teams`).set(asha.headers);
    expect(teams.body.teams[0].workspaceName).toBe('Renamed Club');
    const processed = await service.app.get(DataSource).query('SELECT count(*)::int AS n FROM processed_events WHERE event_id = $1', [event.id]);
    expect(processed[0].n).toBe(1);
  });

  it('parks an event it cannot apply after its tries while others flow, and applies it once when replayed after the cause is gone', async () => {
    process.env.EVENT_HANDLER_MAX_TRIES = '2';
    try {
      const asha = member();
      const team = await newTeam(service, asha);
      const [holder, taker, bystander] = [member(), member(), member()];
      for (const someone of [holder, taker, bystander]) await registerUser(service, someone.user);
      const wanted = holder.user.username;
      // Identity renamed the holder first, but the taker's rename to the freed name arrives first: the name is still taken here.
      const takes = newEnvelope(IDENTITY_EVENTS.userUpdated, { userId: taker.user.id, username: wanted, name: 'Taker' }, { workspaceId: null, actorId: taker.user.id });
      const moves = newEnvelope(IDENTITY_EVENTS.userUpdated, { userId: bystander.user.id, username: `${bystander.user.username}_moved`, name: 'Bystander' }, { workspaceId: null, actorId: bystander.user.id });
      // The in-process bus resolves once the consumer applied or parked every event of the batch.
      await service.bus.publishBatch([takes, moves]);

      const parked = (await service.http().get('/internal/dead-letters').set(authHeader(operator)).expect(200)).body;
      expect(parked).toEqual([expect.objectContaining({ consumer: IDENTITY_CONSUMER, eventId: takes.id, type: IDENTITY_EVENTS.userUpdated, attempts: 2, event: takes })]);
      const addByName = (username: string) => service.http().post(`/api/my/teams/${team.id}/players`).set(asha.headers).send({ username, playingRole: 'batter' });
      expect((await addByName(`${bystander.user.username}_moved`)).body).toMatchObject({ userId: bystander.user.id });

      const freed = newEnvelope(IDENTITY_EVENTS.userUpdated, { userId: holder.user.id, username: `${wanted}_old`, name: 'Holder' }, { workspaceId: null, actorId: holder.user.id });
      await service.bus.publish(freed);
      await service.http().post(`/internal/dead-letters/${IDENTITY_CONSUMER}/${takes.id}/replay`).set(authHeader(operator)).expect(204);
      expect((await addByName(wanted)).body).toMatchObject({ userId: taker.user.id, name: 'Taker' });
      expect((await service.http().get('/internal/dead-letters').set(authHeader(operator)).expect(200)).body).toEqual([]);

      // Delivered again, it is dropped by the inbox.
      await service.bus.publish(takes);
      const processed = await service.app.get(DataSource).query('SELECT count(*)::int AS n FROM processed_events WHERE consumer = $1 AND event_id = $2', [IDENTITY_CONSUMER, takes.id]);
      expect(processed[0].n).toBe(1);
    } finally {
      delete process.env.EVENT_HANDLER_MAX_TRIES;
    }
  });
});
