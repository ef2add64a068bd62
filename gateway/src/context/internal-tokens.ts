import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '@cricket/contracts';
import { signInternalToken } from '@cricket/service-kit';
import { GATEWAY_OPTIONS, type ResolvedGatewayOptions } from '../gateway-options';

/**
 * How long one signed token is handed out again. Tokens are valid 60 s (service-kit's
 * internal-token.ts), so the last request to get one still has 30 s: ample for it to reach its
 * service, and room for clocks a little apart.
 */
export const TOKEN_REUSE_MS = 30_000;

interface Signed {
  token: string;
  reuseUntil: number;
}

/**
 * The internal token of an auth context, signed once and reused rather than signed per request
 * (a JWT over the whole context, permissions and all). Tokens are kept by the context object
 * itself: `AuthContextService` hands out one object per user until it fetches or forgets that
 * user's context, so a changed context (another workspace, a new role) is a new object and gets
 * a token of its own at once, and a forgotten one takes its token with it.
 */
@Injectable()
export class InternalTokens {
  private readonly signed = new WeakMap<AuthContext, Signed>();

  constructor(@Inject(GATEWAY_OPTIONS) private readonly options: Pick<ResolvedGatewayOptions, 'internalTokenSecret'>) {}

  for(context: AuthContext): string {
    const now = Date.now();
    const cached = this.signed.get(context);
    if (cached && cached.reuseUntil > now) return cached.token;
    const token = signInternalToken(context, this.options.internalTokenSecret);
    this.signed.set(context, { token, reuseUntil: now + TOKEN_REUSE_MS });
    return token;
  }
}
