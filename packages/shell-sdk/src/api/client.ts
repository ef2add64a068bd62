import { AUTH_MESSAGES } from '@cricket/contracts';
import { ApiError } from './ApiError';
import { API_HEADERS, API_REQUEST_INIT, forgetSessionReads, takeEarlyRead } from './sessionReads';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

type UnauthorizedListener = (path: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Called on every 401 outside the sign-in calls, so the app can drop a session that expired. */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

const LOGIN_PATHS = ['/api/login', '/api/auth/login'];

/** Parsed JSON, else the text, else an empty object (core §7). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The body's message field if JSON, else the body text, else the status text (core §8). */
function messageOf(response: Response, body: unknown, path: string): string {
  if (response.status === 401 && LOGIN_PATHS.includes(path)) return AUTH_MESSAGES.invalidCredentials;
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(message) && message.length) return message.join(', ');
  }
  if (typeof body === 'string' && body.trim()) return body;
  return response.statusText || `Request failed with status ${response.status}`;
}

/** Appends parameters as a query string; booleans travel as 'true' / 'false'. */
export function withQuery(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

interface SendOptions {
  body?: unknown;
  /** Answer null instead of throwing on 401 (reads configured with on401: 'returnNull'). */
  nullOn401?: boolean;
}

async function send<T>(method: HttpMethod, path: string, { body, nullOn401 }: SendOptions = {}): Promise<T> {
  console.debug(`[api] → ${method} ${path}`, body ?? '');
  const headers: Record<string, string> = { ...API_HEADERS };
  const mutation = method !== 'GET';
  if (mutation) {
    headers['Content-Type'] = 'application/json';
    forgetSessionReads();
  }
  const request = () =>
    fetch(path, {
      ...API_REQUEST_INIT,
      method,
      headers,
      // A JSON content type with an empty body is refused by the gateway, so bodiless
      // mutations (logout, delete) send an empty object.
      body: mutation ? JSON.stringify(body ?? {}) : undefined,
    });
  // A read started early (sessionReads.ts); one that failed on the network is made again.
  const early = mutation ? undefined : takeEarlyRead(path);
  const response = await (early ? early.catch(request) : request());
  const data = await readBody(response);
  console.debug(`[api] ← ${response.status} ${method} ${path}`, data);
  if (response.status === 401) {
    if (nullOn401) return null as T;
    if (!LOGIN_PATHS.includes(path)) unauthorizedListeners.forEach((listener) => listener(path));
  }
  if (!response.ok) throw new ApiError(response.status, messageOf(response, data, path), data);
  return data as T;
}

/** The one request function of core §7: JSON, credentials, no cache, X-Requested-With. */
export function apiRequest<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  return send<T>(method, path, { body });
}

export function apiGet<T = unknown>(path: string, params?: QueryParams): Promise<T> {
  return send<T>('GET', withQuery(path, params));
}

/** GET that answers null when the caller is not signed in. */
export function apiGetOrNull<T = unknown>(path: string, params?: QueryParams): Promise<T | null> {
  return send<T | null>('GET', withQuery(path, params), { nullOn401: true });
}
