import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { FormatGroup, PlayerMatchFigures } from '@cricket/contracts';

/**
 * The careers read model: one squad player's figures in one completed match (contracts
 * `playerMatchFigures`), with the match's scope, written by `refreshPlayerFigures` only.
 */
@Entity('player_match_figures')
export class PlayerMatchFiguresRow {
  @PrimaryColumn('int', { name: 'match_id' })
  matchId: number;

  /** The squad player (players.id); the engine's PlayerId is its text. */
  @PrimaryColumn('int', { name: 'player_id' })
  playerId: number;

  /** The match's workspace. */
  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('int', { name: 'tournament_id', nullable: true })
  tournamentId: number | null;

  /** The calendar year of the match's date. */
  @Column('int')
  season: number;

  @Column('text', { name: 'format_group' })
  formatGroup: FormatGroup;

  @Column('date', { name: 'match_date' })
  matchDate: string;

  @Column('jsonb')
  figures: PlayerMatchFigures;

  /** The PLAYER_FIGURES_VERSION the figures were counted by: an older one is rewritten at start. */
  @Column('int')
  version: number;
}
