import { In } from 'typeorm';
import type { MatchResponse } from '@cricket/contracts';
import type { WorkspaceRepository } from '@cricket/service-kit';
import type { Tournament } from '../tournaments/tournament.entity';
import type { Match } from './match.entity';
import { toMatchResponse } from './match.mapper';

/** Match answers with their tournaments' names, in one extra query (any workspace's: tournaments are published). */
export async function matchResponses(tournaments: WorkspaceRepository<Tournament>, matches: Match[]): Promise<MatchResponse[]> {
  const ids = [...new Set(matches.map((m) => m.tournamentId).filter((id): id is number => id !== null))];
  const named = ids.length ? await tournaments.acrossWorkspaces('t').select(['t.id', 't.name']).where({ id: In(ids) }).getMany() : [];
  const names = new Map(named.map((t) => [t.id, t.name]));
  return matches.map((m) => toMatchResponse(m, m.tournamentId === null ? null : (names.get(m.tournamentId) ?? null)));
}
