// Reads started before the app asks for them (issue 23's short waterfall). The session's, by the
// shell's entry before the frame's JavaScript has arrived: on a phone that JavaScript takes a second
// or more to download, and the user, their workspaces, the current workspace and its permissions
// were then read one after another. And the opened route's page's, declared with its lazyPage
// (readAhead), as soon as the remote's routes have loaded rather than once the page has rendered.
// The API client answers its first GET of each path with the response read here, then goes to the
// network as before. Imports no shared module: the entry runs before any exists.
import { LIMITS } from '@cricket/contracts';

/** What every request of the API client sends (client.ts), so a response read here is the one it would get. */
export const API_HEADERS = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } as const;
export const API_REQUEST_INIT = { credentials: 'include', cache: 'no-store' } as const satisfies RequestInit;

/** Each early read, with when it was asked for. */
const started = new Map<string, { response: Promise<Response>; at: number }>();
/** Paths the app read itself before an early read of them had started: read once is enough. */
const readByApp = new Set<string>();
let signedIn: Promise<boolean> = Promise.resolve(false);

function read(path: string): Promise<Response> {
  const response = fetch(path, { ...API_REQUEST_INIT, headers: API_HEADERS });
  started.set(path, { response, at: Date.now() });
  // A read nobody takes (a network failure before the app asks) must not count as an unhandled rejection.
  response.catch(() => undefined);
  return response;
}

/** On a fast network the app can be ahead of the early reads: what it has read itself is not read again. */
function readUnlessRead(path: string): Promise<Response> | null {
  return readByApp.has(path) ? null : read(path);
}

/** The id of the current workspace in `/api/workspaces/current`'s answer (the workspace, or `{ workspace }`). */
function workspaceIdOf(answer: unknown): number | null {
  const record = (answer ?? {}) as { id?: unknown; workspace?: { id?: unknown } | null };
  const id = record.workspace?.id ?? record.id;
  return Number.isInteger(id) ? (id as number) : null;
}

/**
 * The user; once they are signed in, their workspaces and the current one; then its permissions.
 * A visitor who is not signed in costs one read, the one the app makes anyway.
 */
export function startSessionReads(): void {
  readByApp.clear();
  const userRead = read('/api/user');
  signedIn = userRead.then(
    (user) => user.ok,
    () => false,
  );
  void userRead
    .then(async (user) => {
      if (!user.ok) return;
      // The workspaces load 100 ms after authentication (core §4), as the app's provider asks for them.
      await new Promise((wait) => setTimeout(wait, LIMITS.workspaceLoadDelayMs));
      readUnlessRead('/api/workspaces');
      const current = await readUnlessRead('/api/workspaces/current');
      const id = current?.ok ? workspaceIdOf(await current.clone().json()) : null;
      if (id !== null) readUnlessRead(`/api/workspaces/${id}/members/me/permissions`);
    })
    .catch(() => undefined);
}

/** Starts the reads of `paths` a page is about to make, unless the app or an early read has already asked. */
export function readAhead(paths: readonly string[]): void {
  for (const path of paths) if (!started.has(path)) readUnlessRead(path);
}

/** Whether the early read of the user found someone signed in (false when none was made or it failed). */
export function sessionSignedIn(): Promise<boolean> {
  return signedIn;
}

/**
 * The response read early for a GET of `path`, once; undefined when there is none, or when it was
 * asked for longer ago than the app keeps a read fresh (a page opened cold that was left before
 * it read).
 */
export function takeEarlyRead(path: string): Promise<Response> | undefined {
  const early = started.get(path);
  started.delete(path);
  if (early && Date.now() - early.at <= LIMITS.query.staleTimeMs) return early.response;
  readByApp.add(path);
  return undefined;
}

/** A write (sign-in, sign-out, a workspace switch) may change what these reads answer: they are not used after it. */
export function forgetSessionReads(): void {
  started.clear();
}
