import { In, type EntityManager } from 'typeorm';
import type { MatchResponse } from '@cricket/contracts';
import { Tournament } from '../tournaments/tournament.entity';
import type { Match } from './match.entity';
import { toMatchResponse } from './match.mapper';

/** Match answers with their tournaments' names, in one extra query. */
export async function matchResponses(manager: EntityManager, matches: Match[]): Promise<MatchResponse[]> {
  const ids = [...new Set(matches.map((m) => m.tournamentId).filter((id): id is number => id !== null))];
  const tournaments = ids.length ? await manager.find(Tournament, { select: { id: true, name: true }, where: { id: In(ids) } }) : [];
  const names = new Map(tournaments.map((t) => [t.id, t.name]));
  return matches.map((m) => toMatchResponse(m, m.tournamentId === null ? null : (names.get(m.tournamentId) ?? null)));
}
