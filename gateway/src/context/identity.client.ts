import { Inject, Injectable } from '@nestjs/common';
import { ANONYMOUS, INTERNAL_AUTH_HEADER, REQUEST_ID_HEADER, type AuthContext } from '@cricket/contracts';
import { signInternalToken } from '@cricket/service-kit';
import { GATEWAY_OPTIONS, type ResolvedGatewayOptions } from '../gateway-options';
import { ServiceUnavailable } from '../errors';
import { Upstreams } from '../proxy/upstreams';

export interface IdentityAnswer {
  status: number;
  body: unknown;
}

/** The gateway's calls to identity's internal endpoints (sign-in, registration, auth context). */
@Injectable()
export class IdentityClient {
  constructor(
    private readonly upstreams: Upstreams,
    @Inject(GATEWAY_OPTIONS) private readonly options: ResolvedGatewayOptions,
  ) {}

  verify(credentials: { username: unknown; password: unknown }, requestId?: string): Promise<IdentityAnswer> {
    return this.call('POST', '/internal/auth/verify', credentials, requestId);
  }

  register(body: unknown, requestId?: string): Promise<IdentityAnswer> {
    return this.call('POST', '/internal/auth/register', body, requestId);
  }

  /** The user's current auth context; null when identity no longer knows the user. */
  async context(userId: number, requestId?: string): Promise<AuthContext | null> {
    const answer = await this.call('GET', `/internal/auth/context/${userId}`, undefined, requestId);
    if (answer.status === 200) return answer.body as AuthContext;
    if (answer.status === 404 || answer.status === 401) return null;
    throw new ServiceUnavailable('identity');
  }

  private async call(method: 'GET' | 'POST', path: string, body: unknown, requestId?: string): Promise<IdentityAnswer> {
    const pool = this.upstreams.pool('identity');
    if (!pool) throw new ServiceUnavailable('identity');
    const headers: Record<string, string> = {
      accept: 'application/json',
      [INTERNAL_AUTH_HEADER]: signInternalToken(ANONYMOUS, this.options.internalTokenSecret),
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
