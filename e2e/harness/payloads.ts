import { matchTeams, type MatchPayload, type MatchSideTeam } from '@cricket/contracts';

/** A two-over match between two teams at Riverside Oval, for the scoring journeys. */
export function twoOverMatchPayload(team1: MatchSideTeam, team2: MatchSideTeam, tournamentId?: number): MatchPayload {
  return {
    ...matchTeams(team1, team2),
    format: 't20',
    overs: 2,
    venue: 'Riverside Oval',
    date: '2026-12-12',
    time: '10:30',
    ...(tournamentId !== undefined && { tournamentId }),
  };
}
