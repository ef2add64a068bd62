import { backoffAttempt, backoffDelayMs, DEFAULT_THROTTLE_RULES, retryAfterSeconds, windowAttempt, type ThrottleState } from './throttle-rules';

const fresh = (now: number): ThrottleState => ({ count: 0, since: now, blockedUntil: null });

describe('backoff of sign-in failures per account and address', () => {
  const rule = DEFAULT_THROTTLE_RULES.signInFailures;

  it('lets five attempts through, then waits a minute, doubling per failure up to fifteen minutes', () => {
    expect([1, 4, 5, 6, 7, 8, 9, 12].map((n) => backoffDelayMs(n, rule) / 60_000)).toEqual([0, 0, 1, 2, 4, 8, 15, 15]);
  });

  it('refuses with the remaining wait while blocked, and counts again once it has passed', () => {
    let state = fresh(0);
    let now = 0;
    for (let i = 1; i <= 5; i++) {
      const decision = backoffAttempt(state, now, rule);
      expect(decision.retryAfterMs).toBe(0);
      state = decision.state;
    }
    expect(state.blockedUntil).toBe(60_000);
    now = 45_500;
    expect(backoffAttempt(state, now, rule)).toEqual({ state, retryAfterMs: 14_500 });
    now = 60_000;
    const sixth = backoffAttempt(state, now, rule);
    expect(sixth.retryAfterMs).toBe(0);
    expect(sixth.state).toEqual({ count: 6, since: 60_000, blockedUntil: 180_000 });
  });

  it('forgets a run of failures a day after the last one', () => {
    const old = { count: 9, since: 0, blockedUntil: 15 * 60_000 };
    expect(backoffAttempt(old, rule.forgetAfterMs, rule).state).toEqual({ count: 1, since: rule.forgetAfterMs, blockedUntil: null });
  });
});

describe('attempts per address in a window', () => {
  const rule = { attempts: 3, windowMs: 60_000 };

  it('refuses past the limit until the window that began with the first attempt ends', () => {
    let state = fresh(0);
    for (const now of [0, 10_000, 20_000]) {
      const decision = windowAttempt(state, now, rule);
      expect(decision.retryAfterMs).toBe(0);
      state = decision.state;
    }
    expect(windowAttempt(state, 30_000, rule).retryAfterMs).toBe(30_000);
    expect(windowAttempt(state, 60_000, rule)).toEqual({ state: { count: 1, since: 60_000, blockedUntil: null }, retryAfterMs: 0 });
  });
});

describe('retryAfterSeconds', () => {
  it('rounds up to whole seconds, never below one', () => {
    expect([1, 999, 1000, 1001, 59_999].map(retryAfterSeconds)).toEqual([1, 1, 1, 2, 60]);
  });
});
