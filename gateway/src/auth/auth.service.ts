import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { AUTH_MESSAGES } from '@cricket/contracts';
import { IdentityClient, type IdentityAnswer } from '../context/identity.client';
import { LoginRateLimiter } from '../security/login-rate-limiter';
import { SessionService } from '../sessions/session.service';

export interface AuthOutcome {
  status: number;
  body: unknown;
  /** Set when the outcome started a session: the cookie token. */
  sessionToken?: string;
}

/** Sign-in, registration and sign-out: identity checks the credentials, the gateway keeps the session. */
@Injectable()
export class AuthService {
  constructor(
    private readonly identity: IdentityClient,
    private readonly sessions: SessionService,
    private readonly limiter: LoginRateLimiter,
  ) {}

  async login(body: Record<string, unknown>, address: string, requestId?: string): Promise<AuthOutcome> {
    const account = LoginRateLimiter.accountKey(body.username);
    if (this.limiter.attempt(account, address)) throw new HttpException(AUTH_MESSAGES.tooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
    const answer = await this.identity.verify({ username: body.username, password: body.password }, requestId);
    if (answer.status !== 200) {
      if (answer.status === 401) this.limiter.failed(account);
      return this.relayed(answer);
    }
    this.limiter.succeeded(account);
    return { status: 200, body: answer.body, sessionToken: await this.sessions.create(userIdOf(answer)) };
  }

  async register(body: Record<string, unknown>, requestId?: string): Promise<AuthOutcome> {
    const { username, password, email, name, role } = body;
    const answer = await this.identity.register({ username, password, email, name, role }, requestId);
    if (answer.status !== 201) return this.relayed(answer);
    return { status: 201, body: answer.body, sessionToken: await this.sessions.create(userIdOf(answer)) };
  }

  async logout(token: string | null): Promise<void> {
    await this.sessions.destroy(token);
  }

  /** Identity's refusal as it answered it (its 400 messages are the spec's). */
  private relayed(answer: IdentityAnswer): AuthOutcome {
    return { status: answer.status, body: answer.body };
  }
}

function userIdOf(answer: IdentityAnswer): number {
  const id = (answer.body as { id?: unknown }).id;
  if (typeof id !== 'number') throw new Error('identity answered a user without an id');
  return id;
}
