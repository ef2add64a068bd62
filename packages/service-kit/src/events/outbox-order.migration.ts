import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order events were written in: rows of one transaction share `created_at`, so ordering by
 * it and the (random) id published a transaction's events out of their emitted order.
 */
export class OrderOutbox1763700000011 implements MigrationInterface {
  name = 'OrderOutbox1763700000011';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE "outbox" ADD COLUMN "seq" bigserial');
    await q.query('DROP INDEX "outbox_unpublished"');
    await q.query('CREATE INDEX "outbox_unpublished" ON "outbox" ("seq") WHERE "published_at" IS NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "outbox_unpublished"');
    await q.query('CREATE INDEX "outbox_unpublished" ON "outbox" ("created_at") WHERE "published_at" IS NULL');
    await q.query('ALTER TABLE "outbox" DROP COLUMN "seq"');
  }
}
