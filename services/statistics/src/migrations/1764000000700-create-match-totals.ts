import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Ball totals of matches that arrived whole (matches.match.imported), counted beside stat_deliveries. */
export class CreateMatchTotals1764000000700 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stat_match_totals (
        match_id integer PRIMARY KEY,
        overs integer NOT NULL,
        dots integer NOT NULL,
        fours integer NOT NULL,
        sixes integer NOT NULL,
        wickets integer NOT NULL,
        players text[] NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE stat_match_totals');
  }
}
