import { IDENTITY_EVENTS, type WorkspaceEventData } from '@cricket/contracts';
import { newEnvelope } from '@cricket/service-kit';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { DataSource } from 'typeorm';
import { matchesService } from '../src/service';
import { member, newTeam, newTournament, registerUser } from './factories';

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
    const res = await service.http().post(`/api/my/teams/${team.id}/players`).set(asha.header).send({ username: renamed.username, playingRole: 'bowler' });
    expect(res.body).toMatchObject({ userId: kiran.user.id, username: renamed.username, name: 'Kiran Rao' });
  });

  it('renames the organising and registering workspace on tournaments, handling a redelivered event once', async () => {
    const asha = member();
    const t = await newTournament(service, asha);
    const team = await newTeam(service, asha);
    await service.http().post(`/api/tournaments/${t.id}/teams`).set(asha.header).send({ teamId: team.id });
    const event = newEnvelope<WorkspaceEventData>(IDENTITY_EVENTS.workspaceUpdated, { workspaceId: asha.workspace.id, name: 'Renamed Club' }, { workspaceId: asha.workspace.id, actorId: asha.user.id });
    await service.bus.publish(event);
    await service.bus.publish(event);
    await eventually(async () => (await service.http().get(`/api/tournaments/${t.id}`).set(asha.header)).body.workspaceName === 'Renamed Club');
    const teams = await service.http().get(`/api/tournaments/${t.id}/teams`).set(asha.header);
    expect(teams.body.teams[0].workspaceName).toBe('Renamed Club');
    const processed = await service.app.get(DataSource).query('SELECT count(*)::int AS n FROM processed_events WHERE event_id = $1', [event.id]);
    expect(processed[0].n).toBe(1);
  });
});
