import { createHash, randomBytes } from 'node:crypto';
import { INVITE_TOKEN_BYTES, INVITE_TOKEN_PATTERN } from '@cricket/contracts';

/** A new link token: random, base64url, INVITE_TOKEN_BYTES long before encoding. */
export function newInviteToken(): string {
  return randomBytes(INVITE_TOKEN_BYTES).toString('base64url');
}

/** What is stored and looked up instead of the token, so a read of the table cannot replay a link. */
export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether text can be a token at all; anything else is 'not valid' without a query. */
export function isInviteToken(text: string): boolean {
  return INVITE_TOKEN_PATTERN.test(text);
}
