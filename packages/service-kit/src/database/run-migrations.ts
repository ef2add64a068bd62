import type { DataSource } from 'typeorm';

// Any fixed number works; it only has to be the same for every replica of a service.
const MIGRATION_LOCK_KEY = 7_311_042;

/** Runs pending migrations under an advisory lock so replicas starting together don't race. */
export async function runMigrations(dataSource: DataSource): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await runner.release();
  }
}
