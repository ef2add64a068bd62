import { BadRequestException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { MATCH_EVENTS, MATCH_FILE_MESSAGES, shortNameFallback, type PlayerId, type PlayingRole } from '@cricket/contracts';
import { actorOf, workspaceIdOf, WorkspaceRepository } from '@cricket/service-kit';
import type { Emit, SignedInContext } from '@cricket/service-kit';
import { newJoinCode } from './join-code';
import { Player } from './player.entity';
import { Team } from './team.entity';

/** Match files do not say what a player does; the squad screen lets it be changed. */
const IMPORTED_PLAYING_ROLE: PlayingRole = 'batter';

export interface ImportedSquads {
  /** The current workspace's teams, in the order the squads were given. */
  teams: Team[];
  /** Player name → squad player id, as text (the engine's player ids). */
  playerIds: Record<string, PlayerId>;
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * The teams and players of an imported match: a team of the same name (ignoring case) registered in
 * the match's tournament, else one of the current workspace, is reused and its players are matched
 * by name; the others are created in the current workspace. Another workspace's team is used as it
 * is (its squad must name every player: 400). Run inside withFreshJoinCodes, since a new team draws
 * a join code.
 */
export async function importSquads(
  manager: EntityManager,
  auth: SignedInContext,
  squads: [string, string[]][],
  emit: Emit,
  registered: readonly Team[] = [],
): Promise<ImportedSquads> {
  const workspaceId = workspaceIdOf(auth);
  const teams = new WorkspaceRepository(Team, manager);
  const found: ImportedSquads = { teams: [], playerIds: {} };
  for (const [name, players] of squads) {
    const existing =
      registered.find((team) => key(team.name) === key(name)) ??
      (await teams.query(workspaceId, 't').andWhere('lower(t.name) = :name', { name: key(name) }).orderBy('t.id').getOne());
    const team =
      existing ??
      (await teams.save(
        workspaceId,
        teams.create(workspaceId, { name: name.trim(), shortName: shortNameFallback(name, 1), joinCode: newJoinCode(), createdBy: auth.user.id }),
      ));
    const squad = new Map<string, Player>();
    for (const player of await manager.find(Player, { where: { teamId: team.id }, order: { id: 'ASC' } })) {
      if (!squad.has(key(player.name))) squad.set(key(player.name), player);
    }
    const newcomers = players.filter((player) => !squad.has(key(player)));
    if (newcomers.length && team.workspaceId !== workspaceId) throw new BadRequestException(MATCH_FILE_MESSAGES.notInSquad(team.name, newcomers[0]));
    const created = await manager.save(newcomers.map((player) => manager.create(Player, { teamId: team.id, name: player.trim(), playingRole: IMPORTED_PLAYING_ROLE })));
    for (const player of created) squad.set(key(player.name), player);
    for (const player of players) found.playerIds[player] = String(squad.get(key(player))!.id);
    found.teams.push(team);
    if (!existing) emit(MATCH_EVENTS.teamCreated, { teamId: team.id }, actorOf(auth));
    else if (created.length > 0) emit(MATCH_EVENTS.teamUpdated, { teamId: team.id }, { ...actorOf(auth), workspaceId: team.workspaceId });
  }
  return found;
}
