import type { MigrationInterface, QueryRunner } from 'typeorm';
import { MAX_PLAYERS_PER_SIDE, MIN_PLAYERS_PER_SIDE, PLAYERS_PER_SIDE } from '@cricket/contracts';

const TABLES = ['matches', 'tournaments'];

/** Players each side names in its XI: a tournament's for its matches, a match's own (six-, seven- or eight-a-side). */
export class PlayersPerSide1763700000250 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    for (const table of TABLES) {
      await q.query(
        `ALTER TABLE ${table} ADD COLUMN players_per_side int NOT NULL DEFAULT ${PLAYERS_PER_SIDE}
           CONSTRAINT ${table}_players_per_side_range CHECK (players_per_side BETWEEN ${MIN_PLAYERS_PER_SIDE} AND ${MAX_PLAYERS_PER_SIDE})`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`ALTER TABLE ${table} DROP COLUMN players_per_side`);
  }
}
