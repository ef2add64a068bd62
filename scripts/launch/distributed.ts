import { randomBytes } from 'node:crypto';
import { GATEWAY_DEFAULT_PORT, SERVICE_DEFAULT_PORTS } from '@cricket/contracts';
import { stopOnSignals } from '@cricket/service-kit';
import { startDistributed } from './processes';

/** `npm run start:distributed`: each app its own process against PG_URL and NATS_URL. */
async function main() {
  const started = Date.now();
  const log = (message: string) => process.stdout.write(`[cricket] ${message}\n`);
  const port = Number(process.env.PORT ?? GATEWAY_DEFAULT_PORT);
  const system = await startDistributed({
    pgUrl: process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    namespace: process.env.EVENT_NAMESPACE ?? '',
    gatewayPort: port,
    servicePorts: SERVICE_DEFAULT_PORTS,
    internalTokenSecret: process.env.INTERNAL_TOKEN_SECRET ?? randomBytes(32).toString('hex'),
    logLevel: process.env.LOG_LEVEL ?? 'info',
    inheritOutput: true,
    onProgress: log,
  });
  log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${system.gatewayUrl}  (Ctrl-C stops)`);
  // Each app stops itself within its own deadline on the SIGTERM this sends.
  stopOnSignals(async () => {
    log('Stopping…');
    await system.stop();
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`[cricket] Could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
