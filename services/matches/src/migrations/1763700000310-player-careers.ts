import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Players' careers: one row per squad player per completed match scored ball by ball, with the
 * match's scope copied beside the figures so that a career, a tournament's boards and a
 * workspace's season boards read one index each; and each completed match's player of the match.
 * Rows of matches completed before this migration are written at the service's start
 * (PlayerFiguresBackfill), where the figures' definitions are code, not SQL.
 */
export class PlayerCareers1763700000310 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE player_match_figures (
      match_id int NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
      player_id int NOT NULL,
      workspace_id int NOT NULL,
      tournament_id int,
      season int NOT NULL,
      format_group text NOT NULL CONSTRAINT player_match_figures_format_group_check CHECK (format_group IN ('t20', 'odi', 'test', 'other')),
      match_date date NOT NULL,
      figures jsonb NOT NULL,
      CONSTRAINT player_match_figures_pkey PRIMARY KEY (match_id, player_id)
    )`);
    await q.query('CREATE INDEX player_match_figures_player_idx ON player_match_figures (player_id, match_date)');
    await q.query('CREATE INDEX player_match_figures_tournament_idx ON player_match_figures (tournament_id) WHERE tournament_id IS NOT NULL');
    await q.query('CREATE INDEX player_match_figures_season_idx ON player_match_figures (workspace_id, season, format_group)');
    // The award names one of the match's rows: rewriting a match without that player drops it.
    await q.query(`CREATE TABLE player_of_the_match (
      match_id int PRIMARY KEY,
      player_id int NOT NULL,
      chosen_by int,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT player_of_the_match_figures_fkey FOREIGN KEY (match_id, player_id) REFERENCES player_match_figures (match_id, player_id) ON DELETE CASCADE
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE player_of_the_match');
    await q.query('DROP TABLE player_match_figures');
  }
}
