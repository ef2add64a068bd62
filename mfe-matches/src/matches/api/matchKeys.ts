import type { MatchStatus } from '@cricket/contracts';

// The match reads' paths and keys, apart from the calls: the route table declares a page's first
// reads with them, and everything imported here goes into every match route's first chunk.

export const MY_MATCHES_PATH = '/api/my/matches';

/** /my/matches/{id} reads the workspace's match; a shared /matches/{id} link reads the published view. */
export function matchDetailPath(id: string | number, published: boolean): string {
  return `${published ? '/api/matches' : MY_MATCHES_PATH}/${id}`;
}

/** The workspace's matches, all or of one status. */
export const matchesQueryKey = (status: MatchStatus | null) => (status ? [MY_MATCHES_PATH, { status }] : [MY_MATCHES_PATH]);

export const matchDetailQueryKey = (id: string, published: boolean) => [matchDetailPath(id, published)];
