import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whether a match's status was sent by services/matches (a match event) or inferred from its
 * scoring: at the same instant an inferred status does not override a sent one. Rows folded
 * before count as inferred, as they were treated; a rebuild sets them exactly.
 */
export class AddMatchStatusExplicit1764100000700 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE stat_matches ADD COLUMN status_explicit boolean NOT NULL DEFAULT false');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE stat_matches DROP COLUMN status_explicit');
  }
}
