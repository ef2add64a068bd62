import { ConflictException } from '@nestjs/common';
import { In, type SelectQueryBuilder } from 'typeorm';
import { TOURNAMENT_MESSAGES } from '@cricket/contracts';
import type { SignedInContext, WorkspaceRepository } from '@cricket/service-kit';
import type { Team } from '../teams/team.entity';
import type { TournamentTeam } from './tournament-team.entity';
import type { Tournament } from './tournament.entity';

/** A tournament's registrations, each the registering workspace's: the organiser and every reader of the tournament see them all. */
export function registrationsIn(entries: WorkspaceRepository<TournamentTeam>, tournamentId: number): SelectQueryBuilder<TournamentTeam> {
  return entries.acrossWorkspaces('r').where('r.tournament_id = :tournamentId', { tournamentId });
}

/** A team's registration in a tournament, whichever workspace registered it. */
export function registrationOf(entries: WorkspaceRepository<TournamentTeam>, tournamentId: number, teamId: number): SelectQueryBuilder<TournamentTeam> {
  return registrationsIn(entries, tournamentId).andWhere('r.team_id = :teamId', { teamId });
}

/** Teams by id, whichever workspace's: the teams registered in a tournament are shown with it. */
export function teamsById(teams: WorkspaceRepository<Team>, ids: number[]): Promise<Team[]> {
  return teams.acrossWorkspaces('t').where({ id: In(ids) }).getMany();
}

/** The teams registered in a tournament, of any workspace. */
export async function registeredTeams(entries: WorkspaceRepository<TournamentTeam>, teams: WorkspaceRepository<Team>, tournamentId: number): Promise<Team[]> {
  const rows = await registrationsIn(entries, tournamentId).getMany();
  return rows.length ? teamsById(teams, rows.map((row) => row.teamId)) : [];
}

/**
 * Registers the teams of an imported match that are not registered yet, within maxTeams (409 past it).
 * The organiser enters them whatever the registration status: the season has been played. Those teams
 * are the current workspace's (importSquads found or created them there).
 */
export async function registerTeams(
  entries: WorkspaceRepository<TournamentTeam>,
  auth: SignedInContext,
  tournament: Tournament,
  registered: Team[],
  teams: Team[],
): Promise<void> {
  const newcomers = teams.filter((team) => !registered.some((one) => one.id === team.id));
  if (!newcomers.length) return;
  if (registered.length + newcomers.length > tournament.maxTeams) throw new ConflictException(TOURNAMENT_MESSAGES.full);
  const workspace = auth.workspace as NonNullable<SignedInContext['workspace']>;
  await entries.save(
    workspace.id,
    newcomers.map((team) => entries.create(workspace.id, { tournamentId: tournament.id, teamId: team.id, workspaceName: workspace.name, registeredBy: auth.user.id })),
  );
}
