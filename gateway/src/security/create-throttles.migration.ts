import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Throttling state every gateway replica shares (see `Throttle`). */
export class CreateThrottles1764000000000 implements MigrationInterface {
  name = 'CreateThrottles1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE throttles (
        key text PRIMARY KEY,
        count integer NOT NULL,
        since timestamptz NOT NULL,
        blocked_until timestamptz
      )`);
    await q.query('CREATE INDEX throttles_since_idx ON throttles (since)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE throttles');
  }
}
