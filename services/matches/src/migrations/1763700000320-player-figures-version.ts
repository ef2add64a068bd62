import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which definitions each careers row was counted by (contracts PLAYER_FIGURES_VERSION). The rows
 * written so far are version 1; PlayerFiguresBackfill rewrites them, and any older than the
 * current version after a later change, in place at the service's start, so the players of the
 * match (whose rows reference them) stay.
 */
export class PlayerFiguresVersion1763700000320 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE player_match_figures ADD COLUMN version int NOT NULL DEFAULT 1');
    await q.query('ALTER TABLE player_match_figures ALTER COLUMN version DROP DEFAULT');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE player_match_figures DROP COLUMN version');
  }
}
