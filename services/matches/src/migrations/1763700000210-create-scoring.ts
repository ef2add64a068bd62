import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Ball-by-ball scoring: a match's setup and its events, one row per event in match order. */
export class CreateScoring1763700000210 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE match_scoring (
        match_id integer PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
        setup jsonb NOT NULL,
        started_by integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Two scorers racing for the same sequence number: the second insert fails here.
    await q.query(`
      CREATE TABLE scoring_events (
        match_id integer NOT NULL REFERENCES match_scoring (match_id) ON DELETE CASCADE,
        seq integer NOT NULL CONSTRAINT scoring_events_seq_check CHECK (seq >= 0),
        event jsonb NOT NULL,
        recorded_by integer NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT scoring_events_match_seq_key PRIMARY KEY (match_id, seq)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE scoring_events');
    await q.query('DROP TABLE match_scoring');
  }
}
