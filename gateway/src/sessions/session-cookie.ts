import { SESSION_COOKIE } from '@cricket/contracts';
import { SESSION_LIFETIME_MS } from './session.service';

/**
 * The browser keeps the cookie for the session's whole lifetime; the session row's idle expiry is
 * what ends it sooner, so an active user stays signed in without the gateway re-sending
 * Set-Cookie on ordinary responses.
 */
const COOKIE_MAX_AGE_SECONDS = SESSION_LIFETIME_MS / 1000;

export function parseCookies(header: string | string[] | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of text.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

export function sessionTokenFrom(cookieHeader: string | string[] | undefined): string | null {
  return parseCookies(cookieHeader)[SESSION_COOKIE] || null;
}

/** Secure when configured so or when the browser reached us over https (directly or through a TLS proxy). */
export function isSecureRequest(headers: Record<string, string | string[] | undefined>, encrypted: boolean, cookieSecure: boolean): boolean {
  if (cookieSecure || encrypted) return true;
  const proto = headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

export function sessionCookie(token: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
