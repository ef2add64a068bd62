import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One scorer holds a match (issue 16); the row goes with its match. */
export class ScorerLocks1763700000300 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE scorer_locks (
      match_id int PRIMARY KEY REFERENCES matches(id) ON DELETE CASCADE,
      holder_id int NOT NULL,
      holder_name text NOT NULL,
      unsynced int NOT NULL DEFAULT 0 CHECK (unsynced >= 0),
      requested_by_id int,
      requested_by_name text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE scorer_locks');
  }
}
