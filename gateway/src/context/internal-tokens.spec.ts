import type { AuthContext } from '@cricket/contracts';
import { DEV_INTERNAL_TOKEN_SECRET, verifyInternalToken } from '@cricket/service-kit';
import { InternalTokens, TOKEN_REUSE_MS } from './internal-tokens';

const context = (workspaceId: number): AuthContext => ({
  user: { id: 7, username: 'ada', name: 'Ada', email: 'ada@example.com', role: 'player' },
  workspace: { id: workspaceId, name: `Club ${workspaceId}` },
  permissions: [],
} as unknown as AuthContext);

/** The token's expiry, in seconds since the epoch. */
const expiryOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number }).exp;

describe('InternalTokens', () => {
  const tokens = () => new InternalTokens({ internalTokenSecret: DEV_INTERNAL_TOKEN_SECRET });

  afterEach(() => jest.useRealTimers());

  it('signs a context once and hands the same token out again', () => {
    const signer = tokens();
    const mine = context(1);
    const token = signer.for(mine);
    expect(signer.for(mine)).toBe(token);
    expect(verifyInternalToken(token, DEV_INTERNAL_TOKEN_SECRET)).toEqual(mine);
  });

  it('signs a changed context (another object from identity) at once', () => {
    const signer = tokens();
    const before = signer.for(context(1));
    const after = signer.for(context(2));
    expect(after).not.toBe(before);
    expect(verifyInternalToken(after, DEV_INTERNAL_TOKEN_SECRET).workspace?.id).toBe(2);
  });

  it('signs again once a token has been handed out for half its validity', () => {
    jest.useFakeTimers({ now: Date.UTC(2025, 0, 1) });
    const signer = tokens();
    const mine = context(1);
    const first = signer.for(mine);
    jest.advanceTimersByTime(TOKEN_REUSE_MS - 1);
    expect(signer.for(mine)).toBe(first);
    jest.advanceTimersByTime(1);
    const second = signer.for(mine);
    expect(expiryOf(second) - expiryOf(first)).toBe(TOKEN_REUSE_MS / 1000);
    // Whoever got the first token last still had it valid for another 30 s.
    expect(expiryOf(first) * 1000 - Date.now()).toBe(60_000 - TOKEN_REUSE_MS);
  });
});
