import { violatesCsrf } from './csrf';

describe('violatesCsrf', () => {
  const xhr = { 'x-requested-with': 'XMLHttpRequest', host: 'localhost:8080' };

  it('lets reads through without the header', () => {
    expect(violatesCsrf('GET', {}, [])).toBe(false);
  });

  it('needs X-Requested-With on a mutation', () => {
    expect(violatesCsrf('DELETE', { host: 'localhost:8080' }, [])).toBe(true);
    expect(violatesCsrf('DELETE', xhr, [])).toBe(false);
  });

  it('needs a JSON content type when a mutation carries a body', () => {
    expect(violatesCsrf('POST', { ...xhr, 'content-length': '10', 'content-type': 'text/plain' }, [])).toBe(true);
    expect(violatesCsrf('POST', { ...xhr, 'content-length': '10', 'content-type': 'application/json; charset=utf-8' }, [])).toBe(false);
    expect(violatesCsrf('POST', { ...xhr, 'content-length': '0' }, [])).toBe(false);
  });

  it('accepts our own origin and allowed ones only', () => {
    const json = { ...xhr, 'content-length': '2', 'content-type': 'application/json' };
    expect(violatesCsrf('POST', { ...json, origin: 'http://localhost:8080' }, [])).toBe(false);
    expect(violatesCsrf('POST', { ...json, origin: 'https://evil.example' }, [])).toBe(true);
    expect(violatesCsrf('POST', { ...json, origin: 'https://app.example' }, ['https://app.example'])).toBe(false);
    expect(violatesCsrf('POST', { ...json, origin: 'null' }, [])).toBe(true);
  });
});
