import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Training batches and enrollments, attendance lists, sessions and marks, and the daily diary. */
export class CreateTraining1763700000600 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    // enrolled_count is changed only under the batch's row lock; the check is the last word on capacity.
    await q.query(`
      CREATE TABLE training_batches (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL,
        name text NOT NULL,
        description text,
        coach_id integer NOT NULL,
        coach_name text NOT NULL,
        level text NOT NULL CONSTRAINT training_batches_level_check CHECK (level IN ('beginner', 'intermediate', 'advanced')),
        schedule_days text[] NOT NULL CONSTRAINT training_batches_days_check CHECK (cardinality(schedule_days) > 0),
        start_time text NOT NULL,
        end_time text NOT NULL,
        start_date date NOT NULL,
        end_date date NOT NULL,
        capacity integer NOT NULL CONSTRAINT training_batches_capacity_check CHECK (capacity > 0),
        monthly_fee_paise integer NOT NULL CONSTRAINT training_batches_fee_check CHECK (monthly_fee_paise >= 0),
        location text,
        ground_id integer,
        closed boolean NOT NULL DEFAULT false,
        enrolled_count integer NOT NULL DEFAULT 0,
        created_by integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT training_batches_enrolled_check CHECK (enrolled_count >= 0 AND enrolled_count <= capacity),
        CONSTRAINT training_batches_dates_check CHECK (end_date >= start_date)
      )`);
    await q.query('CREATE INDEX training_batches_workspace_idx ON training_batches (workspace_id)');
    await q.query('CREATE INDEX training_batches_coach_idx ON training_batches (workspace_id, coach_id)');

    await q.query(`
      CREATE TABLE enrollments (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL,
        batch_id integer NOT NULL REFERENCES training_batches (id) ON DELETE CASCADE,
        user_id integer NOT NULL,
        user_name text NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CONSTRAINT enrollments_status_check CHECK (status IN ('pending', 'approved', 'rejected', 'withdrawn')),
        note text,
        requested_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        decided_by integer
      )`);
    // One pending or approved enrollment per person and batch.
    await q.query(
      "CREATE UNIQUE INDEX enrollments_active_uq ON enrollments (batch_id, user_id) WHERE status IN ('pending', 'approved')",
    );
    await q.query('CREATE INDEX enrollments_workspace_idx ON enrollments (workspace_id)');
    await q.query('CREATE INDEX enrollments_user_idx ON enrollments (user_id)');

    await q.query(`
      CREATE TABLE attendance_lists (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL,
        name text NOT NULL,
        description text,
        batch_id integer REFERENCES training_batches (id) ON DELETE SET NULL,
        created_by integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX attendance_lists_workspace_idx ON attendance_lists (workspace_id)');
    await q.query('CREATE INDEX attendance_lists_batch_idx ON attendance_lists (batch_id)');

    await q.query(`
      CREATE TABLE list_members (
        id serial PRIMARY KEY,
        list_id integer NOT NULL REFERENCES attendance_lists (id) ON DELETE CASCADE,
        user_id integer,
        name text NOT NULL,
        email text,
        phone text,
        added_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT list_members_user_uq UNIQUE (list_id, user_id)
      )`);
    await q.query('CREATE UNIQUE INDEX list_members_guest_uq ON list_members (list_id, lower(name)) WHERE user_id IS NULL');

    await q.query(`
      CREATE TABLE attendance_sessions (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL,
        list_id integer NOT NULL REFERENCES attendance_lists (id) ON DELETE CASCADE,
        title text NOT NULL,
        date date NOT NULL,
        start_time text NOT NULL,
        end_time text NOT NULL,
        status text NOT NULL DEFAULT 'open' CONSTRAINT attendance_sessions_status_check CHECK (status IN ('open', 'closed')),
        qr_code text NOT NULL CONSTRAINT attendance_sessions_qr_uq UNIQUE,
        closed_at timestamptz,
        created_by integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX attendance_sessions_workspace_idx ON attendance_sessions (workspace_id, date)');
    await q.query('CREATE INDEX attendance_sessions_list_idx ON attendance_sessions (list_id)');

    // A person is marked once per session, however often they scan.
    await q.query(`
      CREATE TABLE attendance_records (
        id serial PRIMARY KEY,
        session_id integer NOT NULL REFERENCES attendance_sessions (id) ON DELETE CASCADE,
        member_id integer NOT NULL REFERENCES list_members (id) ON DELETE CASCADE,
        status text NOT NULL CONSTRAINT attendance_records_status_check CHECK (status IN ('present', 'absent', 'late', 'excused')),
        method text NOT NULL CONSTRAINT attendance_records_method_check CHECK (method IN ('qr', 'manual')),
        marked_at timestamptz NOT NULL DEFAULT now(),
        marked_by integer NOT NULL,
        CONSTRAINT attendance_records_once_uq UNIQUE (session_id, member_id)
      )`);

    // Personal: keyed by author and date, not by workspace.
    await q.query(`
      CREATE TABLE diary_entries (
        id serial PRIMARY KEY,
        user_id integer NOT NULL,
        date date NOT NULL,
        mood smallint NOT NULL CONSTRAINT diary_entries_mood_check CHECK (mood BETWEEN 1 AND 5),
        training_hours double precision NOT NULL CONSTRAINT diary_entries_hours_check CHECK (training_hours >= 0 AND training_hours <= 24),
        activities text[] NOT NULL DEFAULT '{}',
        notes text,
        batting jsonb,
        bowling jsonb,
        fielding jsonb,
        awards jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT diary_entries_user_date_uq UNIQUE (user_id, date)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE diary_entries');
    await q.query('DROP TABLE attendance_records');
    await q.query('DROP TABLE attendance_sessions');
    await q.query('DROP TABLE list_members');
    await q.query('DROP TABLE attendance_lists');
    await q.query('DROP TABLE enrollments');
    await q.query('DROP TABLE training_batches');
  }
}
