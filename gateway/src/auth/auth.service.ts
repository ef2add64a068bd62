import { Injectable } from '@nestjs/common';
import { tooManyRequestsMessage, type ThrottledAction } from '@cricket/contracts';
import { httpErrorBody } from '@cricket/service-kit';
import { AuthContextService } from '../context/auth-context.service';
import { IdentityClient, type IdentityAnswer } from '../context/identity.client';
import { Throttle } from '../security/throttle.service';
import { SessionService } from '../sessions/session.service';

export interface AuthOutcome {
  status: number;
  body: unknown;
  /** Set when the outcome started a session: the cookie token. */
  sessionToken?: string;
  /** Set on a 429: the seconds its message names, sent as Retry-After. */
  retryAfterSeconds?: number;
}

/**
 * Sign-in, registration, password change and sign-out: identity checks the credentials, the
 * gateway keeps the sessions and throttles the attempts.
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly identity: IdentityClient,
    private readonly contexts: AuthContextService,
    private readonly sessions: SessionService,
    private readonly throttle: Throttle,
  ) {}

  async login(body: Record<string, unknown>, address: string, requestId?: string): Promise<AuthOutcome> {
    // A login that is not text cannot match a password: only the address's attempts count it.
    const account = typeof body.username === 'string' ? await this.identity.signInAccount(body.username, requestId) : null;
    const wait = await this.throttle.signIn(account, address);
    if (wait) return tooManyRequests('signIn', wait);
    const answer = await this.identity.verify({ username: body.username, password: body.password }, requestId);
    if (answer.status !== 200) return this.relayed(answer);
    if (account) await this.throttle.signedIn(account, address);
    return { status: 200, body: answer.body, sessionToken: await this.sessions.create(userIdOf(answer)) };
  }

  async register(body: Record<string, unknown>, address: string, requestId?: string): Promise<AuthOutcome> {
    const wait = await this.throttle.attempt('registration', address);
    if (wait) return tooManyRequests('registration', wait);
    const { username, password, email, name, role } = body;
    const answer = await this.identity.register({ username, password, email, name, role }, requestId);
    if (answer.status !== 201) return this.relayed(answer);
    return { status: 201, body: answer.body, sessionToken: await this.sessions.create(userIdOf(answer)) };
  }

  /** A changed password ends every other session of the account (and so closes their sockets). */
  async changePassword(body: Record<string, unknown>, token: string | null, address: string, requestId?: string): Promise<AuthOutcome> {
    const wait = await this.throttle.attempt('passwordChange', address);
    if (wait) return tooManyRequests('passwordChange', wait);
    const context = await this.contexts.forSessionToken(token, requestId);
    const answer = await this.identity.changePassword({ currentPassword: body.currentPassword, newPassword: body.newPassword }, context, requestId);
    if (answer.status === 200 && token && context.user) await this.sessions.endOtherSessions(context.user.id, token);
    return this.relayed(answer);
  }

  async logout(token: string | null): Promise<void> {
    await this.sessions.destroy(token);
  }

  /** Identity's answer as it gave it (its 400 messages are the spec's). */
  private relayed(answer: IdentityAnswer): AuthOutcome {
    return { status: answer.status, body: answer.body };
  }
}

function tooManyRequests(action: ThrottledAction, seconds: number): AuthOutcome {
  return { status: 429, body: httpErrorBody(429, tooManyRequestsMessage(action, seconds)), retryAfterSeconds: seconds };
}

function userIdOf(answer: IdentityAnswer): number {
  const id = (answer.body as { id?: unknown }).id;
  if (typeof id !== 'number') throw new Error('identity answered a user without an id');
  return id;
}
