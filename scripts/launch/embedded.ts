import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { GATEWAY_DEFAULT_PORT, SERVICE_DEFAULT_PORTS, type ServiceName } from '@cricket/contracts';
import {
  createLogger,
  createServiceApp,
  databaseNameFor,
  databaseUrlFor,
  InProcessEventBus,
  stopOnSignals,
  type NestFastifyApplication,
  type ServiceConfig,
} from '@cricket/service-kit';
import { loadGatewayEnvironment } from '../../gateway/src/config';
import { createGateway } from '../../gateway/src/gateway';
import { loadDefinition, SERVICE_APPS } from './apps';
import { startEmbeddedPostgres } from './embedded-postgres';
import { ROOT } from './processes';

/**
 * `npm start`: every app in this one process, each on its own loopback port exactly as
 * in distributed mode, on an embedded PostgreSQL and the in-process bus (DESIGN.md §3).
 */
async function main() {
  const started = Date.now();
  const log = (message: string) => process.stdout.write(`[cricket] ${message}\n`);
  const logLevel = process.env.LOG_LEVEL ?? 'warn';
  let pgUrl = process.env.PG_URL;
  let stopPostgres = async () => undefined as void;
  if (!pgUrl) {
    const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
    log(`Starting embedded PostgreSQL on :${port} (data in .data/postgres)…`);
    const postgres = await startEmbeddedPostgres(join(ROOT, '.data', 'postgres'), port);
    pgUrl = postgres.url;
    stopPostgres = postgres.stop;
  }
  // Tokens live 60 s and never outlast the process, so a fresh secret per start is enough.
  const internalTokenSecret = process.env.INTERNAL_TOKEN_SECRET ?? randomBytes(32).toString('hex');
  const configFor = (name: ServiceConfig['name'], port: number): ServiceConfig => ({
    name,
    host: '127.0.0.1',
    port,
    databaseUrl: databaseUrlFor(pgUrl, databaseNameFor(name)),
    natsUrl: null,
    eventNamespace: '',
    internalTokenSecret,
    logLevel,
  });
  // Held until every app subscribed its consumers, so none misses an event written before.
  const bus = new InProcessEventBus(createLogger('bus', logLevel), { held: true });
  const apps: NestFastifyApplication[] = [];
  const serviceUrls: Partial<Record<ServiceName, string>> = {};
  for (const service of SERVICE_APPS) {
    const port = Number(process.env[`${service.name.toUpperCase()}_PORT`] ?? SERVICE_DEFAULT_PORTS[service.name]);
    const config = configFor(service.name, port);
    const app = await createServiceApp(loadDefinition(ROOT, service), { config, logger: createLogger(service.name, logLevel), bus });
    await app.listen(port, config.host);
    apps.push(app);
    serviceUrls[service.name] = `http://127.0.0.1:${port}`;
    log(`${service.name} ready on :${port}`);
  }
  const gatewayPort = Number(process.env.PORT ?? GATEWAY_DEFAULT_PORT);
  const gatewayConfig = { ...configFor('gateway', gatewayPort), host: process.env.HOST ?? '127.0.0.1' };
  const gateway = await createGateway({
    ...loadGatewayEnvironment(),
    runtime: { config: gatewayConfig, logger: createLogger('gateway', logLevel), bus },
    serviceUrls,
  });
  await gateway.listen(gatewayPort, gatewayConfig.host);
  apps.push(gateway);
  bus.open();
  log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s: http://localhost:${gatewayPort}  (Ctrl-C stops; data stays in .data/)`);

  stopOnSignals(
    async () => {
      log('Stopping…');
      // The bus first: the batch being handled commits, nothing new starts; the rest stays in the outboxes.
      await bus.close();
      for (const app of apps.reverse()) await app.close().catch(() => undefined);
      await stopPostgres();
      log('Stopped.');
    },
    stopPostgres,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`[cricket] Could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
