/** What a throttled request was; each has its own 429 message. */
export type ThrottledAction = 'signIn' | 'registration' | 'passwordChange';

const WHAT: Record<ThrottledAction, string> = {
  signIn: 'Too many sign-in attempts',
  registration: 'Too many registrations from this address',
  passwordChange: 'Too many password changes from this address',
};

/** The 429 message: it names the real wait, the same number of seconds the answer's Retry-After carries. */
export function tooManyRequestsMessage(action: ThrottledAction, retryAfterSeconds: number): string {
  return `${WHAT[action]}. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`;
}

/**
 * What identity answers the gateway for the login typed at sign-in: one key per account, whether
 * typed as its username or its email and in any case (`user:<id>`), else the login itself, so an
 * unknown account is throttled exactly like a known one.
 */
export interface SignInAccount {
  account: string;
}
