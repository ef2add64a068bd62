import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users projection, teams and squads, tournaments and registrations, matches. */
export class CreateMatches1763700000200 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id integer PRIMARY KEY,
        username text NOT NULL,
        name text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE UNIQUE INDEX users_username_key ON users (lower(username))');

    await q.query(`
      CREATE TABLE teams (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL,
        name text NOT NULL,
        short_name text NOT NULL,
        description text,
        logo_url text,
        home_ground text,
        join_code text NOT NULL CONSTRAINT teams_join_code_key UNIQUE,
        created_by integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX teams_workspace_idx ON teams (workspace_id)');

    await q.query(`
      CREATE TABLE players (
        id serial PRIMARY KEY,
        team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        user_id integer,
        username text,
        name text NOT NULL,
        playing_role text NOT NULL
          CONSTRAINT players_playing_role_check CHECK (playing_role IN ('batter', 'bowler', 'all-rounder', 'wicket-keeper')),
        jersey_number integer CONSTRAINT players_jersey_number_check CHECK (jersey_number BETWEEN 0 AND 999),
        is_captain boolean NOT NULL DEFAULT false,
        is_vice_captain boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT players_one_role_check CHECK (NOT (is_captain AND is_vice_captain))
      )`);
    await q.query('CREATE UNIQUE INDEX players_team_user_key ON players (team_id, user_id) WHERE user_id IS NOT NULL');
    await q.query('CREATE UNIQUE INDEX players_team_jersey_key ON players (team_id, jersey_number) WHERE jersey_number IS NOT NULL');
    await q.query('CREATE UNIQUE INDEX players_team_captain_key ON players (team_id) WHERE is_captain');
    await q.query('CREATE UNIQUE INDEX players_team_vice_captain_key ON players (team_id) WHERE is_vice_captain');
    await q.query('CREATE INDEX players_user_idx ON players (user_id)');

    await q.query(`
      CREATE TABLE tournaments (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL,
        workspace_name text NOT NULL,
        name text NOT NULL,
        format text NOT NULL,
        status text NOT NULL DEFAULT 'registration_open'
          CONSTRAINT tournaments_status_check CHECK (status IN ('registration_open', 'ongoing', 'completed')),
        start_date date NOT NULL,
        end_date date,
        registration_deadline date,
        max_teams integer NOT NULL CONSTRAINT tournaments_max_teams_check CHECK (max_teams BETWEEN 2 AND 64),
        venue_names jsonb NOT NULL DEFAULT '[]',
        cover_image text,
        description text,
        fixture_type text CONSTRAINT tournaments_fixture_type_check CHECK (fixture_type IN ('round_robin', 'knockout')),
        byes jsonb NOT NULL DEFAULT '[]',
        created_by integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT tournaments_dates_check CHECK (end_date IS NULL OR end_date >= start_date)
      )`);
    await q.query('CREATE INDEX tournaments_workspace_idx ON tournaments (workspace_id)');
    await q.query('CREATE INDEX tournaments_status_idx ON tournaments (status, start_date)');

    await q.query(`
      CREATE TABLE tournament_teams (
        id serial PRIMARY KEY,
        tournament_id integer NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
        team_id integer NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        workspace_id integer NOT NULL,
        workspace_name text NOT NULL,
        registered_by integer NOT NULL,
        registered_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT tournament_teams_tournament_team_key UNIQUE (tournament_id, team_id)
      )`);
    await q.query('CREATE INDEX tournament_teams_workspace_idx ON tournament_teams (workspace_id)');

    await q.query(`
      CREATE TABLE matches (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL,
        team1_id integer NOT NULL,
        team2_id integer NOT NULL,
        team1_name text NOT NULL,
        team1_short_name text NOT NULL,
        team2_name text NOT NULL,
        team2_short_name text NOT NULL,
        format text NOT NULL,
        venue text NOT NULL,
        date date NOT NULL,
        time text NOT NULL,
        overs integer CONSTRAINT matches_overs_check CHECK (overs > 0),
        tournament_id integer REFERENCES tournaments (id) ON DELETE CASCADE,
        round integer,
        status text NOT NULL DEFAULT 'upcoming'
          CONSTRAINT matches_status_check CHECK (status IN ('upcoming', 'live', 'completed', 'abandoned')),
        toss_winner integer,
        toss_decision text CONSTRAINT matches_toss_decision_check CHECK (toss_decision IN ('bat', 'bowl')),
        batting_team integer,
        current_innings integer NOT NULL DEFAULT 0,
        team1_score integer NOT NULL DEFAULT 0,
        team1_wickets integer NOT NULL DEFAULT 0,
        team1_overs text NOT NULL DEFAULT '0',
        team2_score integer NOT NULL DEFAULT 0,
        team2_wickets integer NOT NULL DEFAULT 0,
        team2_overs text NOT NULL DEFAULT '0',
        result text,
        outcome text CONSTRAINT matches_outcome_check CHECK (outcome IN ('win', 'tie', 'no_result')),
        winner_team_id integer,
        created_by integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT matches_teams_differ_check CHECK (team1_id <> team2_id)
      )`);
    await q.query('CREATE INDEX matches_workspace_idx ON matches (workspace_id, status)');
    await q.query('CREATE INDEX matches_tournament_idx ON matches (tournament_id)');
    await q.query('CREATE INDEX matches_team1_idx ON matches (team1_id)');
    await q.query('CREATE INDEX matches_team2_idx ON matches (team2_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE matches');
    await q.query('DROP TABLE tournament_teams');
    await q.query('DROP TABLE tournaments');
    await q.query('DROP TABLE players');
    await q.query('DROP TABLE teams');
    await q.query('DROP TABLE users');
  }
}
