import { tournamentStatusOn, tournamentTakesEntries, utcToday, type TournamentResponse, type TournamentTeamResponse } from '@cricket/contracts';
import type { Team } from '../teams/team.entity';
import type { TournamentTeam } from './tournament-team.entity';
import type { Tournament } from './tournament.entity';

export interface TournamentCounts {
  teamsCount: number;
  matchesCount: number;
}

/** The tournament as of `today`: its status follows its dates unless the organiser has moved it further. */
export function toTournamentResponse(t: Tournament, counts: TournamentCounts, today: string = utcToday()): TournamentResponse {
  return {
    id: t.id,
    workspaceId: t.workspaceId,
    workspaceName: t.workspaceName,
    name: t.name,
    format: t.format,
    status: tournamentStatusOn(t, today),
    acceptsEntries: tournamentTakesEntries(t, today),
    startDate: t.startDate,
    endDate: t.endDate,
    registrationDeadline: t.registrationDeadline,
    maxTeams: t.maxTeams,
    playersPerSide: t.playersPerSide,
    teamsCount: counts.teamsCount,
    // Not supplied (cards show the core §9 fallback) only while nothing is scheduled: once fixtures
    // are generated or matches put in it, the real count, 0 included.
    matchesCount: counts.matchesCount > 0 || t.fixtureType !== null ? counts.matchesCount : null,
    venues: t.venueNames.length > 0 ? t.venueNames.length : null,
    venueNames: t.venueNames,
    coverImage: t.coverImage,
    description: t.description,
    fixtureType: t.fixtureType,
    tieBreakers: t.tieBreakers,
    createdBy: t.createdBy,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

export function toTournamentTeamResponse(r: TournamentTeam, team: Pick<Team, 'name' | 'shortName'>): TournamentTeamResponse {
  return {
    id: r.id,
    tournamentId: r.tournamentId,
    teamId: r.teamId,
    teamName: team.name,
    teamShortName: team.shortName,
    workspaceId: r.workspaceId,
    workspaceName: r.workspaceName,
    registeredBy: r.registeredBy,
    registeredAt: r.registeredAt.toISOString(),
  };
}
