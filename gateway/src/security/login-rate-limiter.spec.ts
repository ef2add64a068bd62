import { DEFAULT_LOGIN_LIMITS } from '../gateway-options';
import { LoginRateLimiter, SlidingWindowCounter } from './login-rate-limiter';

describe('SlidingWindowCounter', () => {
  it('forgets events older than the window', () => {
    const counter = new SlidingWindowCounter(2, 1000);
    counter.record('a', 0);
    counter.record('a', 500);
    expect(counter.isExhausted('a', 900)).toBe(true);
    expect(counter.isExhausted('a', 1200)).toBe(false);
  });
});

describe('LoginRateLimiter', () => {
  const limiter = () => new LoginRateLimiter({ loginLimits: DEFAULT_LOGIN_LIMITS });

  it('refuses an account after five failures, whatever the case typed', () => {
    const l = limiter();
    const account = LoginRateLimiter.accountKey('Asha@Example.com ');
    for (let i = 0; i < 5; i++) {
      expect(l.attempt(account, `10.0.0.${i}`)).toBe(false);
      l.failed(account);
    }
    expect(l.attempt(LoginRateLimiter.accountKey('asha@example.com'), '10.0.1.1')).toBe(true);
    l.onModuleDestroy();
  });

  it('refuses an address after thirty attempts', () => {
    const l = limiter();
    for (let i = 0; i < 30; i++) expect(l.attempt(`user${i}`, '10.0.0.9')).toBe(false);
    expect(l.attempt('someone-else', '10.0.0.9')).toBe(true);
    l.onModuleDestroy();
  });

  it('clears an account on success', () => {
    const l = limiter();
    for (let i = 0; i < 4; i++) l.failed('bob');
    l.succeeded('bob');
    l.failed('bob');
    expect(l.attempt('bob', '10.0.0.1')).toBe(false);
    l.onModuleDestroy();
  });
});
