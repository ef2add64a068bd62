import jwt from 'jsonwebtoken';
import type { AuthContext } from '@cricket/contracts';

export const INTERNAL_TOKEN_ISSUER = 'cricket-gateway';
const TTL_SECONDS = 60;

/** The gateway's short-lived signed statement of who is asking (DESIGN.md §4). */
export function signInternalToken(context: AuthContext, secret: string): string {
  return jwt.sign({ ctx: context }, secret, { algorithm: 'HS256', expiresIn: TTL_SECONDS, issuer: INTERNAL_TOKEN_ISSUER });
}

export function verifyInternalToken(token: string, secret: string): AuthContext {
  const payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: INTERNAL_TOKEN_ISSUER }) as { ctx: AuthContext };
  return payload.ctx;
}
