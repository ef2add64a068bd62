import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSessions1763800000000 implements MigrationInterface {
  name = 'CreateSessions1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sessions (
        id char(64) PRIMARY KEY,
        user_id integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX sessions_user_id_idx ON sessions (user_id)');
    await q.query('CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE sessions');
  }
}
