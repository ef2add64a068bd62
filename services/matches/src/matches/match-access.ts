import type { EntityManager } from 'typeorm';
import { MATCH_MESSAGES, mayWatchMatch, type AuthContext } from '@cricket/contracts';
import { found } from '@cricket/service-kit';
import { Match } from './match.entity';

/**
 * A match the caller may read, signed in or not: absent, or members-only and another workspace's,
 * is the same 404 (nothing tells a stranger that a members-only match exists).
 */
export async function readableMatch(manager: EntityManager, auth: AuthContext, id: number): Promise<Match> {
  const match = await manager.findOneBy(Match, { id });
  return found(match && mayWatchMatch(match, auth.workspace?.id) ? match : null, MATCH_MESSAGES.notFound);
}
