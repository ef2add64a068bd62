import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Every correction of a scored event: what it was, what it became, who changed it and when. */
export class ScoringCorrections1763700000280 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE scoring_corrections (
        id serial PRIMARY KEY,
        match_id integer NOT NULL REFERENCES match_scoring (match_id) ON DELETE CASCADE,
        seq integer NOT NULL,
        previous jsonb NOT NULL,
        event jsonb NOT NULL,
        corrected_by integer NOT NULL,
        corrected_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX scoring_corrections_match_seq ON scoring_corrections (match_id, seq)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE scoring_corrections');
  }
}
