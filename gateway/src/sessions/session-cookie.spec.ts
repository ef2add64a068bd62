import { clearedSessionCookie, isSecureRequest, parseCookies, sessionCookie, sessionTokenFrom } from './session-cookie';

describe('session cookie', () => {
  it('reads sid among other cookies', () => {
    expect(sessionTokenFrom('theme=dark; sid=abc-123; other=x')).toBe('abc-123');
    expect(sessionTokenFrom(undefined)).toBeNull();
    expect(parseCookies('a=%20b; =x; c')).toEqual({ a: ' b' });
  });

  it('is HttpOnly, SameSite=Lax, Path=/ and Secure only when asked or over https', () => {
    expect(sessionCookie('t', false)).toMatch(/^sid=t; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(sessionCookie('t', true)).toMatch(/; Secure$/);
    expect(clearedSessionCookie(false)).toContain('Max-Age=0');
    expect(isSecureRequest({ 'x-forwarded-proto': 'https' }, false, false)).toBe(true);
    expect(isSecureRequest({}, false, false)).toBe(false);
    expect(isSecureRequest({}, false, true)).toBe(true);
  });
});
