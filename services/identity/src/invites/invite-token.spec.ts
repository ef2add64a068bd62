import { hashInviteToken, isInviteToken, newInviteToken } from './invite-token';

describe('invite tokens', () => {
  it('are 256 random bits in base64url, different each time', () => {
    const tokens = new Set(Array.from({ length: 50 }, newInviteToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(isInviteToken(token)).toBe(true);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are stored as their sha256, never as themselves', () => {
    const token = newInviteToken();
    expect(hashInviteToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashInviteToken(token)).not.toContain(token);
    expect(hashInviteToken(token)).toBe(hashInviteToken(token));
  });

  it('refuses text that is not a token', () => {
    for (const text of ['', 'abc', `${newInviteToken()}x`, 'a'.repeat(42) + '/', '../../etc/passwd']) expect(isInviteToken(text)).toBe(false);
  });
});
