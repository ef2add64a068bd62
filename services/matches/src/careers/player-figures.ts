import { In, Not, type EntityManager } from 'typeorm';
import { PLAYER_FIGURES_VERSION, foldMatch, formatGroup, matchSeason, playerMatchFigures, suggestPlayerOfTheMatch, tournamentSeason, type MatchState, type PlayerMatchFigures } from '@cricket/contracts';
import { WorkspaceRepository } from '@cricket/service-kit';
import type { Match } from '../matches/match.entity';
import { MatchScoring } from '../scoring/match-scoring.entity';
import { ScoringEventRow } from '../scoring/scoring-event.entity';
import { Tournament } from '../tournaments/tournament.entity';
import { PlayerMatchFiguresRow } from './player-match-figures.entity';
import { PlayerOfTheMatchRow } from './player-of-the-match.entity';

const SQUAD_PLAYER_ID = /^[1-9]\d{0,9}$/;

/**
 * The one writer of the careers read model, run in the transaction of every change that completes
 * a match, corrects a completed one or takes one out of the completed matches (scoring, finishing,
 * a status or result, a move between tournaments, an import): the match's rows become its players'
 * figures as its stored events give them now, or none when it is not completed or was not scored
 * ball by ball. The player of the match follows: a scorer's choice stands while that player still
 * played the match, else the formula's suggestion. `state` is the fold the caller already holds;
 * without it the stored events are folded. Answers the rows written.
 */
export async function refreshPlayerFigures(manager: EntityManager, match: Match, state?: MatchState): Promise<number> {
  const folded = match.status === 'completed' ? (state ?? (await storedState(manager, match.id))) : null;
  const records = folded ? squadRecords(folded) : [];
  const season = records.length ? matchSeason(match.date, await tournamentStart(manager, match.tournamentId)) : 0;
  const rows = records.map((figures) => ({
    matchId: match.id,
    playerId: Number(figures.player),
    tournamentId: match.tournamentId,
    season,
    formatGroup: formatGroup(match.format),
    matchDate: match.date,
    figures,
    version: PLAYER_FIGURES_VERSION,
  }));
  const table = new WorkspaceRepository(PlayerMatchFiguresRow, manager);
  // A player who is no longer in the match goes, and with them an award they held.
  await table.delete(match.workspaceId, rows.length ? { matchId: match.id, playerId: Not(In(rows.map((row) => row.playerId))) } : { matchId: match.id });
  await table.upsert(match.workspaceId, rows, ['matchId', 'playerId']);
  await awardAfterRefresh(manager, match.id, records);
  return rows.length;
}

/** A tournament's start moved: its matches' rows take the season it now starts in (matchSeason). */
export async function reseasonTournament(manager: EntityManager, tournament: Tournament): Promise<void> {
  await manager.query('UPDATE player_match_figures SET season = $2 WHERE tournament_id = $1 AND season <> $2', [tournament.id, tournamentSeason(tournament.startDate)]);
}

async function tournamentStart(manager: EntityManager, tournamentId: number | null): Promise<string | null> {
  if (tournamentId === null) return null;
  const tournament = await new WorkspaceRepository(Tournament, manager).byIdAcrossWorkspaces(tournamentId);
  return tournament?.startDate ?? null;
}

/** The match's figures as stored, for readers of one match. */
export async function matchRecords(manager: EntityManager, match: Match): Promise<PlayerMatchFigures[]> {
  const rows = await new WorkspaceRepository(PlayerMatchFiguresRow, manager).find(match.workspaceId, { select: { figures: true }, where: { matchId: match.id } });
  return rows.map((row) => row.figures);
}

async function storedState(manager: EntityManager, matchId: number): Promise<MatchState | null> {
  const scoring = await manager.findOneBy(MatchScoring, { matchId });
  if (!scoring) return null;
  const events = await manager.find(ScoringEventRow, { select: { event: true }, where: { matchId }, order: { seq: 'ASC' } });
  return foldMatch(scoring.setup, events.map((row) => row.event));
}

/**
 * The figures of the squads' players: a substitute fielder a match file names but no squad holds
 * (Cricsheet's `substitute` fielders) has no squad player id, so no career to count the catch in.
 */
function squadRecords(state: MatchState): PlayerMatchFigures[] {
  const squads = new Set([state.teams.team1, state.teams.team2].flatMap((team) => team.players?.map((player) => player.id) ?? []));
  return playerMatchFigures(state).filter((record) => squads.has(record.player) && SQUAD_PLAYER_ID.test(record.player));
}

async function awardAfterRefresh(manager: EntityManager, matchId: number, records: readonly PlayerMatchFigures[]): Promise<void> {
  const award = await manager.findOneBy(PlayerOfTheMatchRow, { matchId });
  const chosenStands = award?.chosenBy != null && records.some((record) => record.played && Number(record.player) === award.playerId);
  if (chosenStands) return;
  const suggestion = suggestPlayerOfTheMatch(records);
  if (suggestion) await manager.upsert(PlayerOfTheMatchRow, { matchId, playerId: Number(suggestion.player), chosenBy: null }, ['matchId']);
  else if (award) await manager.delete(PlayerOfTheMatchRow, { matchId });
}
