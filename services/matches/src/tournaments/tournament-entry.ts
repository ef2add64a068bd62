import { ConflictException } from '@nestjs/common';
import { In, type EntityManager } from 'typeorm';
import { MATCH_MESSAGES, TOURNAMENT_MESSAGES } from '@cricket/contracts';
import { found, workspaceIdOf } from '@cricket/service-kit';
import type { SignedInContext } from '@cricket/service-kit';
import { Team } from '../teams/team.entity';
import { TournamentTeam } from './tournament-team.entity';
import { Tournament } from './tournament.entity';

/** A tournament of the current workspace; another workspace's is 404. */
export async function workspaceTournament(manager: EntityManager, auth: SignedInContext, id: number): Promise<Tournament> {
  return found(await manager.findOneBy(Tournament, { id, workspaceId: workspaceIdOf(auth) }), MATCH_MESSAGES.tournamentNotFound);
}

/** The same, locked for the transaction so that registrations into it queue. */
export async function lockWorkspaceTournament(manager: EntityManager, auth: SignedInContext, id: number): Promise<Tournament> {
  const tournament = await manager.findOne(Tournament, { where: { id, workspaceId: workspaceIdOf(auth) }, lock: { mode: 'pessimistic_write' } });
  return found(tournament, MATCH_MESSAGES.tournamentNotFound);
}

/** The teams registered in a tournament, of any workspace. */
export async function registeredTeams(manager: EntityManager, tournamentId: number): Promise<Team[]> {
  const rows = await manager.find(TournamentTeam, { where: { tournamentId } });
  return rows.length ? manager.findBy(Team, { id: In(rows.map((row) => row.teamId)) }) : [];
}

/**
 * Registers the teams of an imported match that are not registered yet, within maxTeams (409 past it).
 * The organiser enters them whatever the registration status: the season has been played.
 */
export async function registerTeams(manager: EntityManager, auth: SignedInContext, tournament: Tournament, registered: Team[], teams: Team[]): Promise<void> {
  const newcomers = teams.filter((team) => !registered.some((one) => one.id === team.id));
  if (!newcomers.length) return;
  if (registered.length + newcomers.length > tournament.maxTeams) throw new ConflictException(TOURNAMENT_MESSAGES.full);
  const workspace = auth.workspace as NonNullable<SignedInContext['workspace']>;
  await manager.insert(
    TournamentTeam,
    newcomers.map((team) => ({ tournamentId: tournament.id, teamId: team.id, workspaceId: team.workspaceId, workspaceName: workspace.name, registeredBy: auth.user.id })),
  );
}
