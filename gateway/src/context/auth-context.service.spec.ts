import type { AuthContext } from '@cricket/contracts';
import type { EventBus } from '@cricket/service-kit';
import type { Logger } from 'pino';
import type { SessionService } from '../sessions/session.service';
import { AuthContextService, CONTEXT_REFRESH_AHEAD_MS, CONTEXT_TTL_MS } from './auth-context.service';
import type { IdentityClient } from './identity.client';

/** Lets every promise chain that can go on do so. */
const settle = () => new Promise((r) => setImmediate(r));

/** Identity as the gateway sees it: each call answers when the test says, with the workspace of that moment. */
function identity() {
  let workspaceId = 1;
  const pending: (() => void)[] = [];
  const context = jest.fn(
    (userId: number) =>
      new Promise<AuthContext>((resolve) => {
        const answer = { user: { id: userId }, workspace: { id: workspaceId }, permissions: [] } as unknown as AuthContext;
        pending.push(() => resolve(answer));
      }),
  );
  return {
    client: { context } as unknown as IdentityClient,
    calls: () => context.mock.calls.length,
    switchTo: (id: number) => (workspaceId = id),
    /** Answers every call made by now. */
    answer: async () => {
      await settle();
      for (const resolve of pending.splice(0)) resolve();
      await settle();
    },
  };
}

function service() {
  const ident = identity();
  const sessions = { userIdOf: async () => 7 } as unknown as SessionService;
  const logger = { debug: () => undefined } as unknown as Logger;
  return { contexts: new AuthContextService(sessions, ident.client, {} as EventBus, logger), ident };
}

describe('AuthContextService', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.UTC(2025, 0, 1), doNotFake: ['nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('asks identity once for a burst of requests, and reuses the answer', async () => {
    const { contexts, ident } = service();
    const burst = Promise.all(Array.from({ length: 5 }, () => contexts.forSessionToken('t')));
    await ident.answer();
    const answers = await burst;
    expect(new Set(answers).size).toBe(1);
    expect(await contexts.forSessionToken('t')).toBe(answers[0]);
    expect(ident.calls()).toBe(1);
  });

  it('in the last second of a context answers at once from the cache and asks identity in the background', async () => {
    const { contexts, ident } = service();
    const first = contexts.forUser(7);
    await ident.answer();
    const cached = await first;
    ident.switchTo(2);
    jest.advanceTimersByTime(CONTEXT_TTL_MS - CONTEXT_REFRESH_AHEAD_MS);
    // Identity has not answered yet: the request does not wait for it.
    expect(await contexts.forUser(7)).toBe(cached);
    expect(await contexts.forUser(7)).toBe(cached);
    expect(ident.calls()).toBe(2);
    await ident.answer();
    jest.advanceTimersByTime(CONTEXT_REFRESH_AHEAD_MS);
    expect((await contexts.forUser(7)).workspace?.id).toBe(2);
    expect(ident.calls()).toBe(2);
  });

  it('waits for identity once a context has passed its time', async () => {
    const { contexts, ident } = service();
    const first = contexts.forUser(7);
    await ident.answer();
    await first;
    ident.switchTo(2);
    jest.advanceTimersByTime(CONTEXT_TTL_MS);
    const next = contexts.forUser(7);
    await ident.answer();
    expect((await next).workspace?.id).toBe(2);
  });

  it('after forgetting a user, hands out nothing fetched before (a refresh under way included)', async () => {
    const { contexts, ident } = service();
    const first = contexts.forUser(7);
    await ident.answer();
    await first;
    jest.advanceTimersByTime(CONTEXT_TTL_MS - CONTEXT_REFRESH_AHEAD_MS);
    await contexts.forUser(7); // starts the refresh, which identity answers with workspace 1
    contexts.forgetUser(7); // the user switched to workspace 2 meanwhile
    ident.switchTo(2);
    const after = contexts.forUser(7);
    await ident.answer();
    expect((await after).workspace?.id).toBe(2);
    expect(ident.calls()).toBe(3);
    expect((await contexts.forUser(7)).workspace?.id).toBe(2);
  });
});
