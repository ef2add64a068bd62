import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { AuthContext } from '@cricket/contracts';

export const INTERNAL_TOKEN_ISSUER = 'cricket-gateway';
const TTL_SECONDS = 60;

const keys = new Map<string, KeyObject>();

/**
 * The secret as a key object. Given a string, jsonwebtoken first tries to parse it as a PEM key
 * and only takes it as a secret once that throws, on every call: about 1 ms per request at the
 * gateway and again at the service (measured with `npm run bench`), against some 30 µs for a key.
 */
export function internalTokenKey(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret));
    keys.set(secret, key);
  }
  return key;
}

/** The gateway's short-lived signed statement of who is asking (DESIGN.md §4). */
export function signInternalToken(context: AuthContext, secret: string): string {
  return jwt.sign({ ctx: context }, internalTokenKey(secret), { algorithm: 'HS256', expiresIn: TTL_SECONDS, issuer: INTERNAL_TOKEN_ISSUER });
}

export function verifyInternalToken(token: string, secret: string): AuthContext {
  const payload = jwt.verify(token, internalTokenKey(secret), { algorithms: ['HS256'], issuer: INTERNAL_TOKEN_ISSUER }) as { ctx: AuthContext };
  return payload.ctx;
}
