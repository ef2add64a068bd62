/** Consecutive failures: free up to `freeFailures`, then a wait that doubles with each one, up to `maxDelayMs`. */
export interface BackoffRule {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A run of failures is forgotten this long after its last one. */
  forgetAfterMs: number;
}

/** At most `attempts` in a window of `windowMs` that starts at the first of them. */
export interface WindowRule {
  attempts: number;
  windowMs: number;
}

export interface ThrottleRules {
  /** Sign-in failures of one account from one client address. */
  signInFailures: BackoffRule;
  /** Sign-in attempts from one client address, whatever the account. */
  signIn: WindowRule;
  /** Registrations from one client address. */
  registration: WindowRule;
  /** Password changes from one client address. */
  passwordChange: WindowRule;
}

const MINUTE_MS = 60_000;

export const DEFAULT_THROTTLE_RULES: ThrottleRules = {
  signInFailures: { freeFailures: 5, firstDelayMs: MINUTE_MS, maxDelayMs: 15 * MINUTE_MS, forgetAfterMs: 24 * 60 * MINUTE_MS },
  signIn: { attempts: 30, windowMs: MINUTE_MS },
  registration: { attempts: 30, windowMs: 60 * MINUTE_MS },
  passwordChange: { attempts: 10, windowMs: 15 * MINUTE_MS },
};

/** One throttled key's row: a count, since when (last failure, or window start), and a block. */
export interface ThrottleState {
  count: number;
  since: number;
  blockedUntil: number | null;
}

/** The state after an attempt, and how long the attempt must wait (0: it may go ahead). */
export interface ThrottleDecision {
  state: ThrottleState;
  retryAfterMs: number;
}

export function backoffDelayMs(failures: number, rule: BackoffRule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(rule.firstDelayMs * 2 ** (failures - rule.freeFailures), rule.maxDelayMs);
}

/**
 * An attempt counts as a failure until it succeeds (success deletes the row), so parallel
 * attempts cannot slip past the count; the attempt that reaches `freeFailures` still goes ahead
 * and sets the wait for the next one.
 */
export function backoffAttempt(state: ThrottleState, now: number, rule: BackoffRule): ThrottleDecision {
  if (state.blockedUntil !== null && state.blockedUntil > now) return { state, retryAfterMs: state.blockedUntil - now };
  const count = (now - state.since < rule.forgetAfterMs ? state.count : 0) + 1;
  const delay = backoffDelayMs(count, rule);
  return { state: { count, since: now, blockedUntil: delay ? now + delay : null }, retryAfterMs: 0 };
}

export function windowAttempt(state: ThrottleState, now: number, rule: WindowRule): ThrottleDecision {
  const current = state.count > 0 && now - state.since < rule.windowMs ? state : { count: 0, since: now, blockedUntil: null };
  if (current.count >= rule.attempts) return { state: current, retryAfterMs: current.since + rule.windowMs - now };
  return { state: { ...current, count: current.count + 1 }, retryAfterMs: 0 };
}

/** The wait in whole seconds, as the 429 states it and Retry-After carries it. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}

/** The longest a row can matter: older rows are swept. */
export function longestMemoryMs(rules: ThrottleRules): number {
  return Math.max(rules.signInFailures.forgetAfterMs, rules.signInFailures.maxDelayMs, rules.signIn.windowMs, rules.registration.windowMs, rules.passwordChange.windowMs);
}
