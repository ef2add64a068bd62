import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Seasons imported from files: each side's net run rate runs (a D/L match credits the side batting
 * first with other runs than it scored), the key that makes importing a file twice one match, and
 * each tournament's tie-breakers.
 */
export class ImportSeason1763700000230 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE matches ADD COLUMN team1_nrr_runs integer, ADD COLUMN team2_nrr_runs integer, ADD COLUMN source_key text');
    // Scored matches so far credit each side with the runs it scored.
    await q.query('UPDATE matches SET team1_nrr_runs = team1_score, team2_nrr_runs = team2_score WHERE team1_nrr_balls IS NOT NULL');
    await q.query('CREATE UNIQUE INDEX matches_workspace_source_key ON matches (workspace_id, source_key) WHERE source_key IS NOT NULL');
    await q.query(`ALTER TABLE tournaments ADD COLUMN tie_breakers jsonb NOT NULL DEFAULT '["wins", "net_run_rate", "head_to_head"]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE tournaments DROP COLUMN tie_breakers');
    await q.query('DROP INDEX matches_workspace_source_key');
    await q.query('ALTER TABLE matches DROP COLUMN team1_nrr_runs, DROP COLUMN team2_nrr_runs, DROP COLUMN source_key');
  }
}
