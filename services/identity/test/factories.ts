import type { AuthContext, EventEnvelope, RegisterResponse, RegistrationRole } from '@cricket/contracts';
import { ANONYMOUS } from '@cricket/contracts';
import { authHeader, type TestService } from '@cricket/service-kit/testing';

/** Test data for identity's medium tests (CONVENTIONS.md: factories, not JSON in every test). */
export interface NewUser {
  username: string;
  password: string;
  email: string;
  name: string;
  role?: RegistrationRole;
}

let sequence = 0;
const run = Math.random().toString(36).slice(2, 7);

export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  sequence += 1;
  const key = `${run}${sequence}`;
  return { username: `player_${key}`, password: 'secret-123', email: `player_${key}@example.com`, name: `Player ${key}`, role: 'player', ...overrides };
}

/** The gateway's header for calls made before anyone is signed in (internal endpoints). */
export const gatewayHeader = (): Record<string, string> => authHeader(ANONYMOUS);

/** A fresh registration always has its default workspace as the current one. */
export type RegisteredUser = RegisterResponse & { workspaceId: number };

export async function registerUser(service: TestService, overrides: Partial<NewUser> = {}): Promise<{ input: NewUser; user: RegisteredUser }> {
  const input = newUser(overrides);
  const res = await service.http().post('/internal/auth/register').set(gatewayHeader()).send(input);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { input, user: res.body as RegisteredUser };
}

/** The auth context the gateway would resolve for this user now (via the internal endpoint). */
export async function contextFor(service: TestService, userId: number): Promise<AuthContext> {
  const res = await service.http().get(`/internal/auth/context/${userId}`).set(gatewayHeader());
  if (res.status !== 200) throw new Error(`context failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as AuthContext;
}

/** Registered user plus a fresh signed header, as a request through the gateway would carry. */
export async function signedInUser(service: TestService, overrides: Partial<NewUser> = {}) {
  const { input, user } = await registerUser(service, overrides);
  return { input, user, as: async () => authHeader(await contextFor(service, user.id)) };
}

export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;

export async function newWorkspace(service: TestService, owner: SignedInUser, name = `Club ${++sequence}`): Promise<{ id: number; name: string }> {
  const res = await service.http().post('/api/workspaces').set(await owner.as()).send({ name });
  if (res.status !== 201) throw new Error(`workspace failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function addMember(service: TestService, admin: SignedInUser, workspaceId: number, userId: number, role: string) {
  const res = await service.http().post(`/api/workspaces/${workspaceId}/members`).set(await admin.as()).send({ userId, role });
  if (res.status !== 201) throw new Error(`add member failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Collects events from the service's bus. */
export async function recordEvents(service: TestService, subjects: string[] = ['identity.>']) {
  const events: EventEnvelope[] = [];
  await service.bus.subscribe(`test-${++sequence}`, subjects, async (e) => void events.push(e), { durable: true });
  return {
    events,
    async waitFor(type: string, match: (e: EventEnvelope) => boolean = () => true, timeoutMs = 5000): Promise<EventEnvelope> {
      const start = Date.now();
      for (;;) {
        const found = events.find((e) => e.type === type && match(e));
        if (found) return found;
        if (Date.now() - start > timeoutMs) throw new Error(`event ${type} not seen; saw ${events.map((e) => e.type).join(', ')}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}

/** Asserts that no password or hash reached a serialized answer. */
export function expectNoSecrets(body: unknown, ...passwords: string[]): void {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/\$argon2/);
  expect(text).not.toMatch(/password_?hash/i);
  for (const p of passwords) expect(text).not.toContain(p);
}
