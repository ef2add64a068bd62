import type { IncomingHttpHeaders } from 'node:http';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function hasBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return headers['transfer-encoding'] !== undefined;
}

function isJson(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

function sameOrigin(origin: string, headers: IncomingHttpHeaders): boolean {
  try {
    const host = new URL(origin).host.toLowerCase();
    const forwarded = headers['x-forwarded-host'];
    const candidates = [headers.host, ...(Array.isArray(forwarded) ? forwarded : [forwarded])]
      .filter((h): h is string => typeof h === 'string')
      .map((h) => h.split(',')[0].trim().toLowerCase());
    return candidates.includes(host);
  } catch {
    return false;
  }
}

/**
 * CSRF defence beside the SameSite=Lax cookie (DESIGN.md §4): a mutation must carry
 * X-Requested-With (a header a cross-site form cannot set, and a cross-site fetch cannot set
 * without a preflight we never grant), a JSON content type when it has a body, and, when the
 * browser names an Origin, our own or an allowed one. True means: refuse with 403.
 */
export function violatesCsrf(method: string, headers: IncomingHttpHeaders, allowedOrigins: readonly string[]): boolean {
  if (!MUTATING.has(method.toUpperCase())) return false;
  const requestedWith = headers['x-requested-with'];
  if (typeof requestedWith !== 'string' || requestedWith.trim() === '') return true;
  if (hasBody(headers) && !isJson(headers['content-type'])) return true;
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== 'null' && !sameOrigin(origin, headers) && !allowedOrigins.includes(origin)) return true;
  if (origin === 'null') return true;
  return false;
}
