import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each ground's booking horizon, and the workspace members a manual booking may be for. */
export class AddBookingRules1763700000310 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE grounds ADD COLUMN booking_horizon_days integer NOT NULL DEFAULT 365
        CONSTRAINT grounds_booking_horizon_check CHECK (booking_horizon_days BETWEEN 1 AND 730)`);
    // A copy of identity's memberships, kept by its events (members/membership.consumer.ts).
    await q.query(`
      CREATE TABLE workspace_members (
        workspace_id integer NOT NULL,
        user_id integer NOT NULL,
        PRIMARY KEY (workspace_id, user_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE workspace_members');
    await q.query('ALTER TABLE grounds DROP COLUMN booking_horizon_days');
  }
}
