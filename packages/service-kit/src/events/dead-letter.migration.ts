import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events a consumer could not handle after its tries, kept for an operator to inspect and replay.
 * Kit migrations sort before every service's own, which start at 1763700000100.
 */
export class CreateDeadLetters1763700000010 implements MigrationInterface {
  name = 'CreateDeadLetters1763700000010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "dead_letters" (
      "consumer" text NOT NULL,
      "event_id" uuid NOT NULL,
      "type" text NOT NULL,
      "envelope" jsonb NOT NULL,
      "error" text NOT NULL,
      "attempts" integer NOT NULL,
      "parked_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("consumer", "event_id")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "dead_letters"`);
  }
}
