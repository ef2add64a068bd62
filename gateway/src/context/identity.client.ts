import { Injectable } from '@nestjs/common';
import { ANONYMOUS, INTERNAL_AUTH_HEADER, REQUEST_ID_HEADER, type AuthContext, type SignInAccount } from '@cricket/contracts';
import { ServiceUnavailable } from '../errors';
import { Upstreams } from '../proxy/upstreams';
import { InternalTokens } from './internal-tokens';

/** Where the signed-in user changes their password: the gateway's route, and identity's behind it. */
export const PASSWORD_CHANGE_PATH = '/api/user/password';

export interface IdentityAnswer {
  status: number;
  body: unknown;
}

/** The gateway's calls to identity for what the gateway itself answers (sign-in, registration, password change, auth context). */
@Injectable()
export class IdentityClient {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly tokens: InternalTokens,
  ) {}

  verify(credentials: { username: unknown; password: unknown }, requestId?: string): Promise<IdentityAnswer> {
    return this.call('POST', '/internal/auth/verify', credentials, requestId);
  }

  register(body: unknown, requestId?: string): Promise<IdentityAnswer> {
    return this.call('POST', '/internal/auth/register', body, requestId);
  }

  /** The account a sign-in names, whichever way it was typed. */
  async signInAccount(username: string, requestId?: string): Promise<string> {
    const answer = await this.call('POST', '/internal/auth/account', { username }, requestId);
    const account = (answer.body as Partial<SignInAccount>).account;
    if (answer.status !== 200 || typeof account !== 'string') throw new ServiceUnavailable('identity');
    return account;
  }

  /** The signed-in user's password change, checked and stored by identity. */
  changePassword(body: unknown, context: AuthContext, requestId?: string): Promise<IdentityAnswer> {
    return this.call('POST', PASSWORD_CHANGE_PATH, body, requestId, context);
  }

  /** The user's current auth context; null when identity no longer knows the user. */
  async context(userId: number, requestId?: string): Promise<AuthContext | null> {
    const answer = await this.call('GET', `/internal/auth/context/${userId}`, undefined, requestId);
    if (answer.status === 200) return answer.body as AuthContext;
    if (answer.status === 404 || answer.status === 401) return null;
    throw new ServiceUnavailable('identity');
  }

  private async call(method: 'GET' | 'POST', path: string, body: unknown, requestId?: string, context: AuthContext = ANONYMOUS): Promise<IdentityAnswer> {
    const pool = this.upstreams.pool('identity');
    if (!pool) throw new ServiceUnavailable('identity');
    const headers: Record<string, string> = {
      accept: 'application/json',
      [INTERNAL_AUTH_HEADER]: this.tokens.for(context),
    };
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const res = await pool.request({ method, path, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await res.body.text();
      let parsed: unknown = {};
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch {
        parsed = { message: text };
      }
      if (res.statusCode >= 500) throw new ServiceUnavailable('identity');
      return { status: res.statusCode, body: parsed };
    } catch (error) {
      if (error instanceof ServiceUnavailable) throw error;
      throw new ServiceUnavailable('identity');
    }
  }
}
