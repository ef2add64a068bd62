import type { AuthContext, EventEnvelope } from '@cricket/contracts';
import { authHeader, startTestService, type TestService } from '../src/testing';
import { sampleService } from './sample-app';

const member: AuthContext = {
  user: { id: 7, username: 'asha', name: 'Asha', email: 'asha@example.com', role: 'player' },
  workspace: { id: 3, name: 'Club', role: 'member' },
  permissions: [{ module: 'matches', canView: true, canCreate: true, canEdit: true, canDelete: false }],
};
const readonly: AuthContext = { ...member, workspace: { id: 3, name: 'Club', role: 'workspace_readonly' } };

describe('service kit', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('matches', sampleService);
  });
  afterAll(() => service.close());

  it('answers health without a token: live, ready, and /health (no consumers here, so no lag)', async () => {
    expect((await service.http().get('/health/live').expect(200)).body).toEqual({ status: 'ok', service: 'matches' });
    expect((await service.http().get('/health/ready').expect(200)).body).toEqual({ status: 'ok', service: 'matches' });
    expect((await service.http().get('/health').expect(200)).body).toEqual({ status: 'ok', service: 'matches' });
  });

  it('refuses requests that do not come through the gateway', async () => {
    const res = await service.http().get('/notes/public');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Not authenticated', error: 'Unauthorized' });
  });

  it('lets a public endpoint see whether someone is signed in', async () => {
    const anonymous = await service.http().get('/notes/public').set(authHeader({ user: null, workspace: null, permissions: [] }));
    expect(anonymous.body).toEqual({ signedIn: false });
    const signedIn = await service.http().get('/notes/public').set(authHeader(member));
    expect(signedIn.body).toEqual({ signedIn: true });
  });

  it('answers 401 to a guarded endpoint without a user and 403 without the permission', async () => {
    const anonymous = await service.http().post('/notes').set(authHeader({ user: null, workspace: null, permissions: [] })).send({ text: 'hello' });
    expect(anonymous.status).toBe(401);
    const denied = await service.http().post('/notes').set(authHeader(readonly)).send({ text: 'hello' });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe("You don't have permission to perform this action");
  });

  it('validates with the rule message and keeps bad input out', async () => {
    const res = await service.http().post('/notes').set(authHeader(member)).send({ text: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Text must be at least 3 characters', error: 'Bad Request' });
  });

  it('answers malformed JSON with 400 in the one error format', async () => {
    const res = await service.http().post('/notes').set(authHeader(member)).set('Content-Type', 'application/json').send('{"text":');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Request body is not valid JSON');
  });

  it('reads an empty JSON body as no body: a DTO endpoint answers its rule, not a parse error', async () => {
    const res = await service.http().post('/notes').set(authHeader(member)).set('Content-Type', 'application/json').send('');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Text must be at least 3 characters');
  });

  it('documents the body its schema checks in the OpenAPI document', async () => {
    const res = await service.http().get('/openapi.json');
    const body = res.body.paths['/notes'].post.requestBody.content['application/json'].schema;
    expect(body).toEqual({ type: 'object', properties: { text: { type: 'string', minLength: 3 } }, required: ['text'] });
  });

  it('publishes the event of a committed change through the outbox', async () => {
    const received: EventEnvelope[] = [];
    await service.bus.subscribe('test', ['matches.>'], async (e) => void received.push(e), { durable: true });
    const res = await service.http().post('/notes').set(authHeader(member)).send({ text: 'first note' });
    expect(res.status).toBe(201);
    await waitFor(() => received.length === 1);
    expect(received[0]).toMatchObject({ type: 'matches.match.created', workspaceId: 3, actorId: 7, data: { matchId: res.body.id } });
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
