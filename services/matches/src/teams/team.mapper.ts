import type { PlayerResponse, TeamResponse } from '@cricket/contracts';
import type { Player } from './player.entity';
import type { Team } from './team.entity';

/** Squad figures a team answer carries. */
export interface SquadSummary {
  playersCount: number;
  captainId: number | null;
  viceCaptainId: number | null;
}

export const EMPTY_SQUAD: SquadSummary = { playersCount: 0, captainId: null, viceCaptainId: null };

export function toTeamResponse(team: Team, squad: SquadSummary): TeamResponse {
  return {
    id: team.id,
    workspaceId: team.workspaceId,
    name: team.name,
    shortName: team.shortName,
    description: team.description,
    logoUrl: team.logoUrl,
    homeGround: team.homeGround,
    joinCode: team.joinCode,
    captainId: squad.captainId,
    viceCaptainId: squad.viceCaptainId,
    playersCount: squad.playersCount,
    createdBy: team.createdBy,
    createdAt: team.createdAt.toISOString(),
    updatedAt: team.updatedAt.toISOString(),
  };
}

export function toPlayerResponse(p: Player): PlayerResponse {
  return {
    id: p.id,
    teamId: p.teamId,
    userId: p.userId,
    username: p.username,
    name: p.name,
    playingRole: p.playingRole,
    battingStyle: p.battingStyle,
    bowlingStyle: p.bowlingStyle,
    jerseyNumber: p.jerseyNumber,
    isCaptain: p.isCaptain,
    isViceCaptain: p.isViceCaptain,
    isGuest: p.userId === null,
    createdAt: p.createdAt.toISOString(),
  };
}
