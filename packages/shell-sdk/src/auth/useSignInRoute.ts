import { withReturnPath } from '@cricket/contracts';
import { useLocation } from '@cricket/shell-sdk/router';

/** `route` (a sign-in or registration page) carrying the page the visitor is on, so signing in brings them back to it. */
export function useSignInRoute(route: string): string {
  const { pathname, search, hash } = useLocation();
  return withReturnPath(route, `${pathname}${search}${hash}`);
}
