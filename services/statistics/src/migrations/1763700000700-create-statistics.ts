import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event log (every consumed event, in the order it was applied) and the read model
 * folded from it. The read model tables can be emptied and refilled from the log at any time.
 */
export class CreateStatistics1763700000700 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE statistics_events (
        seq bigserial PRIMARY KEY,
        id uuid NOT NULL UNIQUE,
        type text NOT NULL,
        workspace_id integer,
        actor_id integer,
        occurred_at timestamptz NOT NULL,
        data jsonb NOT NULL
      )`);
    await q.query('CREATE TABLE stat_users (user_id integer PRIMARY KEY, role text NOT NULL)');
    await q.query('CREATE TABLE stat_teams (team_id integer PRIMARY KEY)');
    await q.query('CREATE TABLE stat_tournaments (tournament_id integer PRIMARY KEY)');
    await q.query('CREATE TABLE stat_matches (match_id integer PRIMARY KEY, status text NOT NULL, status_at timestamptz NOT NULL)');
    await q.query('CREATE TABLE stat_counters (name text PRIMARY KEY, value bigint NOT NULL)');
    await q.query(`
      CREATE TABLE stat_deliveries (
        match_id integer NOT NULL,
        seq integer NOT NULL,
        innings integer NOT NULL,
        over integer NOT NULL,
        legal boolean NOT NULL,
        dot boolean NOT NULL,
        four boolean NOT NULL,
        six boolean NOT NULL,
        wicket boolean NOT NULL,
        players text[] NOT NULL,
        PRIMARY KEY (match_id, seq)
      )`);
    await q.query(`
      CREATE TABLE stat_match_scoring (
        match_id integer PRIMARY KEY,
        updates integer NOT NULL,
        win_probability_calculations integer NOT NULL
      )`);
    await q.query('CREATE TABLE stat_scoring_minutes (minute timestamptz PRIMARY KEY, updates integer NOT NULL)');
    await q.query('CREATE TABLE stat_heartbeat_minutes (minute timestamptz PRIMARY KEY)');
    await q.query('CREATE TABLE stat_diary_entries (entry_id integer PRIMARY KEY, figures jsonb NOT NULL)');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'stat_diary_entries',
      'stat_heartbeat_minutes',
      'stat_scoring_minutes',
      'stat_match_scoring',
      'stat_deliveries',
      'stat_counters',
      'stat_matches',
      'stat_tournaments',
      'stat_teams',
      'stat_users',
      'statistics_events',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
