import type { PlayerProfileResponse } from '@cricket/contracts';
import { useSearchParams } from '@cricket/shell-sdk/router';

export interface CareerFilter {
  season: number | null;
  tournamentId: number | null;
  squad: number | null;
}

/** The choice of every season, tournament or squad. */
export const ALL = 0;

/** The seasons and tournaments of the player's matches, latest first, and their squads: what the career can be narrowed to. */
function choicesOf({ matches, teams }: Pick<PlayerProfileResponse, 'matches' | 'teams'>) {
  const seasons = [...new Set(matches.map((entry) => entry.season))].sort((a, b) => b - a);
  const tournaments = new Map<number, string>();
  for (const entry of matches) if (entry.tournamentId !== null) tournaments.set(entry.tournamentId, entry.tournamentName ?? String(entry.tournamentId));
  const squads = new Map(teams.map((squad) => [squad.playerId, squad.teamName]));
  return { seasons, tournaments, squads };
}

/** A number the address holds, if it is one of `allowed`; anything else is all of them. */
const chosen = (value: string | null, allowed: (id: number) => boolean) => (value !== null && /^[1-9]\d{0,9}$/.test(value) && allowed(Number(value)) ? Number(value) : null);

/**
 * The career's season, tournament and squad, kept in the address (?season=&tournament=&squad=) so
 * a narrowed career can be shared; only the player's own are offered.
 */
export function useCareerFilter(profile: PlayerProfileResponse | undefined) {
  const [params, setParams] = useSearchParams();
  const { seasons, tournaments, squads } = choicesOf(profile ?? { matches: [], teams: [] });
  const filter: CareerFilter = {
    season: chosen(params.get('season'), (season) => seasons.includes(season)),
    tournamentId: chosen(params.get('tournament'), (id) => tournaments.has(id)),
    squad: chosen(params.get('squad'), (id) => squads.has(id)),
  };
  const set = (name: 'season' | 'tournament' | 'squad', value: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === ALL) next.delete(name);
        else next.set(name, String(value));
        return next;
      },
      { replace: true },
    );
  return { filter, seasons, tournaments, squads, set };
}
