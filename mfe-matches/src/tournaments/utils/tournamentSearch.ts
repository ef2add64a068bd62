import type { TournamentResponse } from '@cricket/contracts';

/** Search matches the name, the organising workspace or the format. */
export function matchesSearch(tournament: TournamentResponse, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [tournament.name, tournament.workspaceName, tournament.format].some((text) => text?.toLowerCase().includes(needle));
}
