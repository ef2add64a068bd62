/** The query parameter of the sign-in and registration pages that names where to come back to. */
export const RETURN_PATH_PARAM = 'next';

/** A longer value is not a path a link of this site produces. */
const MAX_RETURN_PATH_LENGTH = 2048;

/** Pages a return would loop back to: signing in again leads nowhere new. */
const AUTH_PAGE = /^\/(login|register|auth|auth-login)(\/|$|\?|#)/;

/**
 * Where to go after signing in, from the `next` parameter, or null for the usual landing (/).
 * Only a path of this site is accepted: an absolute URL, a protocol-relative '//host' or
 * '/\host' (which browsers read as '//host'), or a control character would send the user
 * to another site, which is what an open redirect abuses.
 */
export function returnPathFrom(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (AUTH_PAGE.test(value)) return null;
  return value;
}

/** `route` with the way back to `returnTo`, when that is worth carrying (not the home page, not an auth page). */
export function withReturnPath(route: string, returnTo: string | null | undefined): string {
  const back = returnPathFrom(returnTo);
  if (!back || back === '/') return route;
  const [path, query = ''] = route.split('?');
  const params = new URLSearchParams(query);
  params.set(RETURN_PATH_PARAM, back);
  return `${path}?${params.toString()}`;
}
