/**
 * The system the benches measure: every app in distributed mode (e2e's harness, so databases and
 * stream are dropped after), a signed-in user with a workspace, and the headers that let a bench
 * call a service directly exactly as the gateway would.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { ANONYMOUS, INTERNAL_AUTH_HEADER, REQUEST_ID_HEADER, SESSION_COOKIE, type AuthContext, type ServiceName } from '@cricket/contracts';
import { signInternalToken } from '@cricket/service-kit';
import { registerUser, type ApiSession } from '../../e2e/harness/api';
import { startSystem, type System } from '../../e2e/harness/system';

export interface BenchUser {
  id: number;
  workspaceId: number;
  session: ApiSession;
  /** What the gateway signs for this user's requests (identity's answer). */
  context: AuthContext;
  /** The session cookie's value. */
  sessionToken: string;
}

export interface BenchSystem {
  system: System;
  secret: string;
  user: BenchUser;
  serviceUrl(name: ServiceName): string;
  /** The gateway's additions to a request it forwards: the signed context, forwarding headers and a request id. */
  gatewayHeaders(token: string): Record<string, string>;
  /** A token as the gateway signs it for `context` (valid 60 s). */
  sign(context: AuthContext): string;
  /** A new user registered through the gateway, with their own workspace. */
  newUser(): Promise<BenchUser>;
}

export async function startBenchSystem(): Promise<BenchSystem> {
  const secret = randomBytes(32).toString('hex');
  const system = await startSystem({ label: 'bench', internalTokenSecret: secret, logLevel: 'warn' });
  const serviceUrl = (name: ServiceName) => {
    const url = system.serviceUrls[name];
    if (!url) throw new Error(`${name} is not running`);
    return url;
  };
  const sign = (context: AuthContext) => signInternalToken(context, secret);
  const newUser = async (): Promise<BenchUser> => {
    const { session, registered } = await registerUser(system.baseUrl);
    const res = await fetch(`${serviceUrl('identity')}/internal/auth/context/${registered.id}`, { headers: { [INTERNAL_AUTH_HEADER]: sign(ANONYMOUS) } });
    if (!res.ok) throw new Error(`identity context: ${res.status}`);
    const sessionToken = session.cookie.slice(`${SESSION_COOKIE}=`.length);
    return { id: registered.id, workspaceId: registered.workspaceId, session, context: (await res.json()) as AuthContext, sessionToken };
  };
  try {
    const host = new URL(system.baseUrl).host;
    return {
      system,
      secret,
      user: await newUser(),
      serviceUrl,
      sign,
      newUser,
      gatewayHeaders: (token) => ({
        [INTERNAL_AUTH_HEADER]: token,
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': host,
        [REQUEST_ID_HEADER]: randomUUID(),
      }),
    };
  } catch (error) {
    await system.stop();
    throw error;
  }
}
