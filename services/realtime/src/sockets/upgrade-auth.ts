import type { IncomingHttpHeaders } from 'node:http';
import { AUTH_MESSAGES, INTERNAL_AUTH_HEADER, type AuthContext } from '@cricket/contracts';
import { verifyInternalToken } from '@cricket/service-kit';

export type UpgradeDecision = { ok: true; context: AuthContext } | { ok: false; status: 401 | 403; message: string };

function first(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.split(',')[0]?.trim() || undefined;
}

/** Parses ALLOWED_ORIGINS (comma list of origins such as `https://app.example.com`). */
export function parseAllowedOrigins(value: string | undefined): Set<string> {
  const origins = new Set<string>();
  for (const entry of (value ?? '').split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    try {
      origins.add(new URL(trimmed).origin);
    } catch {
      origins.add(trimmed);
    }
  }
  return origins;
}

/**
 * Same-origin rule of DESIGN.md §4: a browser's Origin must name the host it asked for
 * (the gateway passes Host and x-forwarded-host through) or be listed in ALLOWED_ORIGINS.
 * A request without Origin is not a browser's, so it cannot ride a victim's cookie.
 */
export function originAllowed(headers: IncomingHttpHeaders, allowed: Set<string>): boolean {
  const origin = first(headers.origin);
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (allowed.has(parsed.origin)) return true;
  const requested = first(headers['x-forwarded-host']) ?? first(headers.host);
  return requested !== undefined && parsed.host.toLowerCase() === requested.toLowerCase();
}

/**
 * Decides an upgrade before it is accepted: Origin first (403), then the gateway's token (401).
 * A token without a user is a fan without an account (issue 21): the socket opens, and only
 * public matches' messages reach it (socket-registry).
 */
export function decideUpgrade(headers: IncomingHttpHeaders, secret: string, allowedOrigins: Set<string>): UpgradeDecision {
  if (!originAllowed(headers, allowedOrigins)) return { ok: false, status: 403, message: 'Origin not allowed' };
  const token = first(headers[INTERNAL_AUTH_HEADER]);
  if (!token) return { ok: false, status: 401, message: AUTH_MESSAGES.notAuthenticated };
  let context: AuthContext;
  try {
    context = verifyInternalToken(token, secret);
  } catch {
    return { ok: false, status: 401, message: AUTH_MESSAGES.notAuthenticated };
  }
  if (!context) return { ok: false, status: 401, message: AUTH_MESSAGES.notAuthenticated };
  return { ok: true, context };
}
