import { RETURN_PATH_PARAM, returnPathFrom, withReturnPath } from './return-path';

describe('returnPathFrom', () => {
  it.each(['/invite/abc_DEF-123', '/matches/12?tab=scorecard', '/diary/entry/2026-11-27#notes', '/'])('keeps the site path %s', (path) => {
    expect(returnPathFrom(path)).toBe(path);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/invite/x'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash the browser reads as //', '/\\evil.example'],
    ['a backslash later on', '/a\\b'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'invite/x'],
    ['a tab inside', '/\t/evil.example'],
    ['a newline', '/a\nb'],
    ['the sign-in page', '/login?next=/x'],
    ['the registration page', '/auth/register'],
    ['an over-long value', `/${'a'.repeat(2048)}`],
    ['nothing', ''],
    ['no value', null],
  ])('refuses %s', (_case, value) => {
    expect(returnPathFrom(value)).toBeNull();
  });

  it('does not mistake a page whose name starts like an auth page for one', () => {
    expect(returnPathFrom('/authors')).toBe('/authors');
  });
});

describe('withReturnPath', () => {
  it('adds the way back, encoded, to a route with or without a query', () => {
    expect(withReturnPath('/login', '/invite/t?x=1')).toBe(`/login?${RETURN_PATH_PARAM}=%2Finvite%2Ft%3Fx%3D1`);
    expect(withReturnPath('/auth/login?registered=true', '/invite/t')).toBe('/auth/login?registered=true&next=%2Finvite%2Ft');
  });

  it('leaves the route alone for the home page or a refused value', () => {
    expect(withReturnPath('/login', '/')).toBe('/login');
    expect(withReturnPath('/login', '//evil.example')).toBe('/login');
    expect(withReturnPath('/login', null)).toBe('/login');
  });
});
