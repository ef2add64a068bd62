import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Outbox and processed-event tables; every service lists this first among its migrations. */
export class CreateOutbox1763700000000 implements MigrationInterface {
  name = 'CreateOutbox1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "outbox" (
      "id" uuid PRIMARY KEY,
      "type" text NOT NULL,
      "envelope" jsonb NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "published_at" timestamptz
    )`);
    await q.query(`CREATE INDEX "outbox_unpublished" ON "outbox" ("created_at") WHERE "published_at" IS NULL`);
    await q.query(`CREATE TABLE "processed_events" (
      "consumer" text NOT NULL,
      "event_id" uuid NOT NULL,
      "processed_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("consumer", "event_id")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "processed_events"`);
    await q.query(`DROP TABLE "outbox"`);
  }
}
