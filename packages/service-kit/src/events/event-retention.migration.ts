import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What the retention sweep finds its old rows by: published outbox rows by when, inbox rows by when. */
export class IndexEventRetention1763700000012 implements MigrationInterface {
  name = 'IndexEventRetention1763700000012';

  async up(q: QueryRunner): Promise<void> {
    await q.query('CREATE INDEX "outbox_published" ON "outbox" ("published_at") WHERE "published_at" IS NOT NULL');
    await q.query('CREATE INDEX "processed_events_processed_at" ON "processed_events" ("processed_at")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX "processed_events_processed_at"');
    await q.query('DROP INDEX "outbox_published"');
  }
}
