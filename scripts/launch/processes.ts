import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { serviceUrlEnv, type ServiceName } from '@cricket/contracts';
import { databaseUrlFor, isPortAnnouncement } from '@cricket/service-kit';
import { GATEWAY_MAIN, SERVICE_APPS } from './apps';

export const ROOT = join(__dirname, '..', '..');

export interface DistributedOptions {
  pgUrl: string;
  natsUrl: string;
  /** Event namespace and database-name suffix; empty for the normal deployment names. */
  namespace: string;
  /** Fixed ports (a person running it); an app without one takes a free port and announces it (announcePort). */
  gatewayPort?: number;
  servicePorts: Partial<Record<ServiceName, number>>;
  internalTokenSecret: string;
  logLevel: string;
  /** Folder holding the built remotes (`mfe-<name>/dist`) the gateway serves; default the repository. */
  remotesDir?: string;
  /** Whether children print their logs (a person running it) or keep them for failures (tests). */
  inheritOutput: boolean;
  /** Every chunk an app prints, as it comes (tests that read the logs); only when output is not inherited. */
  onOutput?: (app: string, chunk: string) => void;
  onProgress?: (message: string) => void;
}

interface RunningApp {
  name: string;
  child: ChildProcess;
  output: string[];
  /** The port the app announced it holds; 0 until it has. */
  port: number;
  env: NodeJS.ProcessEnv;
  main: string;
}

export interface RunningSystem {
  gatewayUrl: string;
  serviceUrls: Partial<Record<ServiceName, string>>;
  databaseUrls: string[];
  /** Kills one app (a crash, for reliability tests); `restart` brings it back on the same port. */
  kill(name: string): Promise<void>;
  restart(name: string): Promise<void>;
  stop(): Promise<void>;
}

function databaseName(app: string, namespace: string): string {
  return namespace ? `cricket_${app}_${namespace.toLowerCase()}` : `cricket_${app}`;
}

/** Starts an app on `port`, or on a port of its choosing for 0: it tells which over the IPC channel. */
function launch(name: string, main: string, port: number, env: NodeJS.ProcessEnv, inherit: boolean, onOutput?: DistributedOptions['onOutput']): RunningApp {
  const output: string[] = [];
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(ROOT, main)], {
    cwd: ROOT,
    env: { ...env, PORT: String(port) },
    stdio: inherit ? ['inherit', 'inherit', 'inherit', 'ipc'] : ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const app: RunningApp = { name, child, output, port: 0, env, main };
  child.on('message', (message) => {
    if (isPortAnnouncement(message)) app.port = message.port;
  });
  const keep = (chunk: Buffer) => {
    onOutput?.(name, chunk.toString());
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return app;
}

/** Until the app itself answers its health probe: the port must be the one it announced, and the answer must name it. */
async function waitHealthy(app: RunningApp, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  // What the last probe got, so a start that never becomes healthy says whether the app listened.
  let lastAnswer = 'no answer yet';
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) {
      throw new Error(`${app.name} exited with code ${app.child.exitCode}:\n${app.output.join('').slice(-4000)}`);
    }
    try {
      if (app.port === 0) throw new Error('no port announced yet');
      const res = await fetch(`http://127.0.0.1:${app.port}/health`, { signal: AbortSignal.timeout(5_000) });
      const body = await res.text();
      if (res.ok && (JSON.parse(body) as { service?: string }).service === app.name) return;
      lastAnswer = `${res.status} ${body.slice(0, 500)}`;
    } catch (error) {
      lastAnswer = error instanceof Error ? `${error.message} (${String((error as { cause?: unknown }).cause ?? '')})` : String(error);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${app.name} did not become healthy in ${timeoutMs} ms (last probe of :${app.port}/health: ${lastAnswer}):\n${app.output.join('').slice(-4000)}`);
}

async function terminate(app: RunningApp): Promise<void> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => app.child.once('exit', () => resolve()));
  app.child.kill('SIGTERM');
  const timer = setTimeout(() => app.child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** Distributed mode: each app its own process, its own database, events over NATS (DESIGN.md §3). */
export async function startDistributed(options: DistributedOptions): Promise<RunningSystem> {
  const progress = options.onProgress ?? (() => undefined);
  const common: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_NO_WARNINGS: '1',
    HOST: '127.0.0.1',
    NATS_URL: options.natsUrl,
    EVENT_NAMESPACE: options.namespace,
    INTERNAL_TOKEN_SECRET: options.internalTokenSecret,
    LOG_LEVEL: options.logLevel,
  };
  const apps: RunningApp[] = [];
  const serviceUrls: Partial<Record<ServiceName, string>> = {};
  const databaseUrls: string[] = [];
  const stop = async () => {
    await Promise.all(apps.map(terminate));
  };
  try {
    const services = await Promise.all(
      SERVICE_APPS.map(async (service) => {
        const databaseUrl = databaseUrlFor(options.pgUrl, databaseName(service.name, options.namespace));
        databaseUrls.push(databaseUrl);
        const app = launch(service.name, service.main, options.servicePorts[service.name] ?? 0, { ...common, DATABASE_URL: databaseUrl }, options.inheritOutput, options.onOutput);
        apps.push(app);
        return app;
      }),
    );
    for (const app of services) {
      await waitHealthy(app);
      serviceUrls[app.name as ServiceName] = `http://127.0.0.1:${app.port}`;
      progress(`${app.name} ready on :${app.port}`);
    }
    const gatewayDb = databaseUrlFor(options.pgUrl, databaseName('gateway', options.namespace));
    databaseUrls.push(gatewayDb);
    const urlEnv = Object.fromEntries(Object.entries(serviceUrls).map(([name, url]) => [serviceUrlEnv(name as ServiceName), url]));
    const remotesEnv = options.remotesDir ? { REMOTES_DIR: options.remotesDir } : {};
    const gatewayEnv = { ...common, ...urlEnv, ...remotesEnv, DATABASE_URL: gatewayDb };
    const gateway = launch('gateway', GATEWAY_MAIN, options.gatewayPort ?? 0, gatewayEnv, options.inheritOutput, options.onOutput);
    apps.push(gateway);
    await waitHealthy(gateway);
    progress(`gateway ready on :${gateway.port}`);
  } catch (error) {
    await stop();
    throw error;
  }
  const find = (name: string) => {
    const app = apps.find((a) => a.name === name);
    if (!app) throw new Error(`No app named ${name}`);
    return app;
  };
  return {
    gatewayUrl: `http://localhost:${find('gateway').port}`,
    serviceUrls,
    databaseUrls,
    kill: async (name) => {
      const app = find(name);
      app.child.kill('SIGKILL');
      if (app.child.exitCode === null && app.child.signalCode === null) await new Promise((r) => app.child.once('exit', r));
    },
    restart: async (name) => {
      const old = find(name);
      await terminate(old);
      const fresh = launch(old.name, old.main, old.port, old.env, options.inheritOutput, options.onOutput);
      apps.splice(apps.indexOf(old), 1, fresh);
      await waitHealthy(fresh);
    },
    stop,
  };
}
