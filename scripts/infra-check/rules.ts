/**
 * The cross-checks of `npm run infra:check`: every back-end service of scripts/launch/apps.ts and the
 * gateway must be deployable by infra/Dockerfile, infra/docker-compose.yml and infra/k8s, so that a new
 * service cannot be forgotten in one of them. Pure: the caller reads and parses the files.
 */

export const GATEWAY = 'gateway';

interface ComposeService {
  build?: { target?: string; args?: Record<string, string> | string[] };
  deploy?: { resources?: { limits?: Record<string, string>; reservations?: Record<string, string> } };
  environment?: Record<string, string> | string[];
  depends_on?: Record<string, { condition?: string }> | string[];
}

export interface ComposeFile {
  services?: Record<string, ComposeService>;
}

interface Probe {
  httpGet?: { path?: string };
}

interface Container {
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
}

interface IngressPath {
  path?: string;
  backend?: { service?: { name?: string } };
}

/** The fields of the rendered Kubernetes objects that the checks read. */
export interface K8sObject {
  kind: string;
  metadata: { name: string };
  /** ConfigMap values as they are; Secret values base64-encoded. */
  data?: Record<string, string>;
  spec?: {
    template?: { spec?: { containers?: Container[] } };
    scaleTargetRef?: { kind?: string; name?: string };
    rules?: { http?: { paths?: IngressPath[] } }[];
  };
}

export interface InfraSources {
  /** Back-end services (SERVICE_APPS names); the gateway is added by the checks. */
  services: readonly string[];
  /** Root package.json "workspaces". */
  workspaces: readonly string[];
  dockerfile: string;
  /** Whether .dockerignore leaves a path out of the build context. */
  ignored: (path: string) => boolean;
  /** infra/docker-compose.yml as written (defaults of variables are checked on the text). */
  composeText: string;
  compose: ComposeFile;
  manifests: readonly K8sObject[];
}

export const INGRESS_PATHS = ['/', '/api', '/ws'] as const;

function serviceUrlEnv(name: string): string {
  return `${name.toUpperCase()}_SERVICE_URL`;
}

/** KEY=VALUE lists and maps alike, as Compose allows both. */
function asMap(value: Record<string, string> | string[] | undefined): Record<string, string> {
  if (!value) return {};
  if (!Array.isArray(value)) return value;
  return Object.fromEntries(value.map((entry) => [entry.split('=')[0], entry.slice(entry.indexOf('=') + 1)]));
}

function hostOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).hostname : null;
  } catch {
    return null;
  }
}

/** A `<NAME>_SERVICE_URL` per service, pointing at the host named like the service. */
function checkServiceUrls(where: string, env: Record<string, string>, services: readonly string[]): string[] {
  return services
    .filter((name) => hostOf(env[serviceUrlEnv(name)]) !== name)
    .map((name) => `${where}: ${serviceUrlEnv(name)} must point at http://${name}:<port> (is ${env[serviceUrlEnv(name)] ?? 'missing'})`);
}

export function checkDockerfile({ dockerfile, workspaces, ignored }: InfraSources): string[] {
  const where = 'infra/Dockerfile';
  const problems = workspaces
    .filter((workspace) => ignored(`${workspace}/package.json`))
    .map((workspace) => `.dockerignore: leaves out ${workspace}/package.json (npm install needs every workspace's manifest)`);
  if (!/^USER\s+[1-9]\d*(:[1-9]\d*)?\s*$/m.test(dockerfile)) problems.push(`${where}: the apps must run as a numeric non-root USER`);
  if (/^USER\s+(0|root)\b/m.test(dockerfile)) problems.push(`${where}: no stage may switch to USER root`);
  if (!/^HEALTHCHECK\s(?:[^\n]*\\\n)*[^\n]*\/health\/ready/m.test(dockerfile)) problems.push(`${where}: no HEALTHCHECK on /health/ready`);
  return problems;
}

/** Apps with a database of their own; realtime has none. */
export function appsWithDatabase(services: readonly string[]): string[] {
  return [...services.filter((name) => name !== 'realtime'), GATEWAY];
}

function passwordVariable(app: string): string {
  return `${app.toUpperCase()}_DB_PASSWORD`;
}

/** `postgres://cricket_<app>:…@host/cricket_<app>`: the app's own role on its own database. */
function checkOwnDatabaseUrl(where: string, app: string, url: string | undefined): string[] {
  const role = `cricket_${app}`;
  const match = url ? /^postgres(?:ql)?:\/\/([^:@/]+):([^@]+)@[^/]+\/([^?]+)/.exec(url) : null;
  if (!match) return [`${where}: ${app} needs DATABASE_URL postgres://${role}:<password>@<host>/${role} (is ${url ?? 'missing'})`];
  const problems: string[] = [];
  if (match[1] !== role) problems.push(`${where}: ${app} must connect as its own role ${role}, not ${match[1]}`);
  if (match[3] !== role) problems.push(`${where}: ${app} must use its own database ${role}, not ${match[3]}`);
  return problems;
}

function checkLimits(where: string, service: ComposeService): string[] {
  const { limits, reservations } = service.deploy?.resources ?? {};
  return limits?.cpus && limits.memory && reservations?.memory ? [] : [`${where}: needs deploy.resources limits (cpus, memory) and a memory reservation`];
}

export function checkCompose({ compose, composeText, services }: InfraSources): string[] {
  const where = 'infra/docker-compose.yml';
  const defined = compose.services ?? {};
  const problems: string[] = [];
  // No default credential: `${VAR:-default}` or `${VAR-default}` for a secret would start without one.
  for (const [, variable] of composeText.matchAll(/\$\{(\w*(?:PASSWORD|SECRET)\w*)(?::?-)/g)) {
    problems.push(`${where}: ${variable} has a default; require it with \${${variable}:?…}`);
  }
  const postgres = asMap(defined.postgres?.environment);
  for (const app of appsWithDatabase(services)) {
    const variable = passwordVariable(app);
    if (!new RegExp(`\\$\\{${variable}:\\?`).test(composeText)) problems.push(`${where}: ${variable} must be required (\${${variable}:?…})`);
    if (!(variable in postgres)) problems.push(`${where}: postgres needs ${variable} to create the role cricket_${app}`);
    if (defined[app]) problems.push(...checkOwnDatabaseUrl(where, app, asMap(defined[app].environment).DATABASE_URL));
  }
  for (const [name, service] of Object.entries(defined)) problems.push(...checkLimits(`${where} ${name}`, service));
  for (const name of services) {
    const service = defined[name];
    if (!service) {
      problems.push(`${where}: no service ${name}`);
      continue;
    }
    const app = asMap(service.build?.args).APP;
    if (service.build?.target !== 'service' || app !== name) {
      problems.push(`${where}: ${name} must build infra/Dockerfile with target service and APP ${name}`);
    }
  }
  const gateway = defined[GATEWAY];
  if (!gateway) return [...problems, `${where}: no service ${GATEWAY}`];
  if (gateway.build?.target !== GATEWAY) problems.push(`${where}: ${GATEWAY} must build infra/Dockerfile with target gateway`);
  problems.push(...checkServiceUrls(`${where} ${GATEWAY}`, asMap(gateway.environment), services));
  const dependsOn = Array.isArray(gateway.depends_on) ? {} : (gateway.depends_on ?? {});
  for (const name of services) {
    if (dependsOn[name]?.condition !== 'service_healthy') problems.push(`${where}: ${GATEWAY} must depend on ${name} being service_healthy`);
  }
  return problems;
}

function checkDeployment(deployment: K8sObject): string[] {
  const where = `infra/k8s Deployment ${deployment.metadata.name}`;
  const containers = deployment.spec?.template?.spec?.containers ?? [];
  if (containers.length === 0) return [`${where}: no container`];
  const problems: string[] = [];
  for (const container of containers) {
    // Liveness must not restart a pod whose database or NATS is briefly away: only readiness checks them.
    if (container.readinessProbe?.httpGet?.path !== '/health/ready') problems.push(`${where}: no readiness probe on /health/ready`);
    if (container.livenessProbe?.httpGet?.path !== '/health/live') problems.push(`${where}: no liveness probe on /health/live`);
    const { requests, limits } = container.resources ?? {};
    if (!requests?.cpu || !requests.memory || !limits?.cpu || !limits.memory) problems.push(`${where}: needs cpu and memory requests and limits`);
  }
  return problems;
}

export function checkKubernetes({ manifests, services }: InfraSources): string[] {
  const where = 'infra/k8s';
  const named = (kind: string, name: string) => manifests.find((object) => object.kind === kind && object.metadata.name === name);
  const problems: string[] = [];
  for (const app of [...services, GATEWAY]) {
    const deployment = named('Deployment', app);
    if (deployment) problems.push(...checkDeployment(deployment));
    else problems.push(`${where}: no Deployment ${app}`);
    if (!named('Service', app)) problems.push(`${where}: no Service ${app}`);
    const scaled = manifests.some((object) => object.kind === 'HorizontalPodAutoscaler' && object.spec?.scaleTargetRef?.name === app);
    if (!scaled) problems.push(`${where}: no HorizontalPodAutoscaler for ${app}`);
  }
  const config = Object.assign({}, ...manifests.filter((object) => object.kind === 'ConfigMap').map((object) => object.data ?? {})) as Record<string, string>;
  const secret = Object.assign({}, ...manifests.filter((object) => object.kind === 'Secret').map((object) => object.data ?? {})) as Record<string, string>;
  for (const app of appsWithDatabase(services)) {
    const key = `${app.toUpperCase()}_DATABASE_URL`;
    const url = secret[key] === undefined ? undefined : Buffer.from(secret[key], 'base64').toString('utf8');
    problems.push(...checkOwnDatabaseUrl(`${where} Secret ${key}`, app, url));
  }
  problems.push(...checkServiceUrls(`${where} ConfigMap`, config, services));
  const routes = manifests
    .filter((object) => object.kind === 'Ingress')
    .flatMap((object) => object.spec?.rules ?? [])
    .flatMap((rule) => rule.http?.paths ?? []);
  for (const path of INGRESS_PATHS) {
    if (!routes.some((route) => route.path === path && route.backend?.service?.name === GATEWAY)) {
      problems.push(`${where}: no Ingress path ${path} to the ${GATEWAY} Service`);
    }
  }
  return problems;
}

/** Every problem found, each naming its file; empty when the three deployments agree with the apps. */
export function crossCheck(sources: InfraSources): string[] {
  return [...checkDockerfile(sources), ...checkCompose(sources), ...checkKubernetes(sources)];
}
