import { MATCH_MESSAGES, mayWatchMatch, type AuthContext } from '@cricket/contracts';
import { requireAccess, type WorkspaceRepository } from '@cricket/service-kit';
import type { Match } from './match.entity';

/**
 * A match the caller may read, signed in or not: absent, or members-only and another workspace's,
 * is the same 404 (nothing tells a stranger that a members-only match exists).
 */
export async function readableMatch(matches: WorkspaceRepository<Match>, auth: AuthContext, id: number): Promise<Match> {
  return requireAccess(auth, await matches.byIdAcrossWorkspaces(id), { notFound: MATCH_MESSAGES.notFound, visible: (match) => mayWatchMatch(match, auth.workspace?.id) });
}
