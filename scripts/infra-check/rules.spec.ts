import { GATEWAY, crossCheck, type ComposeFile, type InfraSources, type K8sObject } from './rules';

const SERVICES = ['identity', 'realtime'];
const WORKSPACES = ['packages/contracts', 'services/identity', 'services/realtime', 'gateway', 'shell', 'mfe-grounds'];

function dockerfile(): string {
  return [
    'FROM node:24-bookworm-slim AS builder',
    'COPY . .',
    'HEALTHCHECK --interval=10s \\',
    '  CMD ["/nodejs/bin/node", "-e", "fetch(\'http://127.0.0.1:8080/health/ready\')"]',
    'FROM runtime AS gateway',
    'USER 65532:65532',
  ].join('\n');
}

const DB_APPS = ['identity', GATEWAY];
const ownUrl = (app: string) => `postgres://cricket_${app}:\${${app.toUpperCase()}_DB_PASSWORD:?set it}@postgres:5432/cricket_${app}`;
const LIMITS = { deploy: { resources: { limits: { cpus: '1', memory: '512M' }, reservations: { memory: '128M' } } } };
const COMPOSE_TEXT = DB_APPS.map(ownUrl).join('\n');

function compose(services = SERVICES): ComposeFile {
  return {
    services: {
      postgres: { ...LIMITS, environment: Object.fromEntries(DB_APPS.map((app) => [`${app.toUpperCase()}_DB_PASSWORD`, 'x'])) },
      ...Object.fromEntries(
        services.map((name) => [name, { ...LIMITS, build: { target: 'service', args: { APP: name } }, environment: name === 'realtime' ? {} : { DATABASE_URL: ownUrl(name) } }]),
      ),
      [GATEWAY]: {
        ...LIMITS,
        build: { target: GATEWAY },
        environment: { DATABASE_URL: ownUrl(GATEWAY), ...Object.fromEntries(services.map((name) => [`${name.toUpperCase()}_SERVICE_URL`, `http://${name}:8080`])) },
        depends_on: Object.fromEntries(services.map((name) => [name, { condition: 'service_healthy' }])),
      },
    },
  };
}

function deployment(name: string): K8sObject {
  const resources = { requests: { cpu: '100m', memory: '256Mi' }, limits: { cpu: '1', memory: '512Mi' } };
  const probes = { readinessProbe: { httpGet: { path: '/health/ready' } }, livenessProbe: { httpGet: { path: '/health/live' } } };
  return { kind: 'Deployment', metadata: { name }, spec: { template: { spec: { containers: [{ ...probes, resources }] } } } };
}

function manifests(services = SERVICES): K8sObject[] {
  const apps = [...services, GATEWAY];
  return [
    ...apps.map(deployment),
    ...apps.map((name) => ({ kind: 'Service', metadata: { name } })),
    ...apps.map((name) => ({ kind: 'HorizontalPodAutoscaler', metadata: { name }, spec: { scaleTargetRef: { kind: 'Deployment', name } } })),
    {
      kind: 'ConfigMap',
      metadata: { name: 'cricket-config-abc123' },
      data: Object.fromEntries(services.map((name) => [`${name.toUpperCase()}_SERVICE_URL`, `http://${name}:8080`])),
    },
    {
      kind: 'Secret',
      metadata: { name: 'cricket-secrets-abc123' },
      data: Object.fromEntries(DB_APPS.map((app) => [`${app.toUpperCase()}_DATABASE_URL`, Buffer.from(`postgres://cricket_${app}:pw@db:5432/cricket_${app}`).toString('base64')])),
    },
    {
      kind: 'Ingress',
      metadata: { name: 'cricket' },
      spec: { rules: [{ http: { paths: ['/api', '/ws', '/'].map((path) => ({ path, backend: { service: { name: GATEWAY } } })) } }] },
    },
  ];
}

function sources(overrides: Partial<InfraSources> = {}): InfraSources {
  const ignored = (path: string) => path.startsWith('mfe-finance/');
  return { services: SERVICES, workspaces: WORKSPACES, dockerfile: dockerfile(), ignored, composeText: COMPOSE_TEXT, compose: compose(), manifests: manifests(), ...overrides };
}

describe('infra cross-check', () => {
  it('finds nothing when every app is in the Dockerfile, compose and kubernetes', () => {
    expect(crossCheck(sources())).toEqual([]);
  });

  it('names a new service that compose and kubernetes forgot', () => {
    const problems = crossCheck(sources({ services: [...SERVICES, 'grounds'] }));

    expect(problems).toEqual([
      'infra/docker-compose.yml: GROUNDS_DB_PASSWORD must be required (${GROUNDS_DB_PASSWORD:?…})',
      'infra/docker-compose.yml: postgres needs GROUNDS_DB_PASSWORD to create the role cricket_grounds',
      'infra/docker-compose.yml: no service grounds',
      'infra/docker-compose.yml gateway: GROUNDS_SERVICE_URL must point at http://grounds:<port> (is missing)',
      'infra/docker-compose.yml: gateway must depend on grounds being service_healthy',
      'infra/k8s: no Deployment grounds',
      'infra/k8s: no Service grounds',
      'infra/k8s: no HorizontalPodAutoscaler for grounds',
      'infra/k8s Secret GROUNDS_DATABASE_URL: grounds needs DATABASE_URL postgres://cricket_grounds:<password>@<host>/cricket_grounds (is missing)',
      'infra/k8s ConfigMap: GROUNDS_SERVICE_URL must point at http://grounds:<port> (is missing)',
    ]);
  });

  it('names a workspace whose package.json .dockerignore leaves out of the build context', () => {
    const problems = crossCheck(sources({ workspaces: [...WORKSPACES, 'mfe-finance'] }));

    expect(problems).toEqual([".dockerignore: leaves out mfe-finance/package.json (npm install needs every workspace's manifest)"]);
  });

  it('refuses a default password and an app on another role or database', () => {
    const file = compose();
    (file.services!.identity.environment as Record<string, string>).DATABASE_URL = 'postgres://postgres:${POSTGRES_PASSWORD:-postgres}@postgres:5432/cricket_gateway';
    const text = `${COMPOSE_TEXT}\nPOSTGRES_PASSWORD: \${POSTGRES_PASSWORD:-postgres}`;

    expect(crossCheck(sources({ compose: file, composeText: text }))).toEqual([
      'infra/docker-compose.yml: POSTGRES_PASSWORD has a default; require it with ${POSTGRES_PASSWORD:?…}',
      'infra/docker-compose.yml: identity must connect as its own role cricket_identity, not postgres',
      'infra/docker-compose.yml: identity must use its own database cricket_identity, not cricket_gateway',
    ]);
  });

  it('requires resource limits on every compose service', () => {
    const file = compose();
    delete file.services!.realtime.deploy;

    expect(crossCheck(sources({ compose: file }))).toEqual(['infra/docker-compose.yml realtime: needs deploy.resources limits (cpus, memory) and a memory reservation']);
  });

  it('requires a non-root user and a health check in the Dockerfile', () => {
    const problems = crossCheck(sources({ dockerfile: dockerfile().replace('USER 65532:65532', 'USER root').replace(/\/health\/ready/g, '/health') }));

    expect(problems).toEqual([
      'infra/Dockerfile: the apps must run as a numeric non-root USER',
      'infra/Dockerfile: no stage may switch to USER root',
      'infra/Dockerfile: no HEALTHCHECK on /health/ready',
    ]);
  });

  it('accepts compose environment and build args written as KEY=VALUE lists', () => {
    const file = compose();
    const gateway = file.services![GATEWAY];
    gateway.environment = Object.entries(gateway.environment as Record<string, string>).map(([key, value]) => `${key}=${value}`);
    file.services!.identity.build = { target: 'service', args: ['APP=identity'] };

    expect(crossCheck(sources({ compose: file }))).toEqual([]);
  });

  it('flags a service built from the wrong app and a gateway URL pointing elsewhere', () => {
    const file = compose();
    file.services!.realtime.build = { target: 'service', args: { APP: 'identity' } };
    (file.services![GATEWAY].environment as Record<string, string>).REALTIME_SERVICE_URL = 'http://identity:8080';

    expect(crossCheck(sources({ compose: file }))).toEqual([
      'infra/docker-compose.yml: realtime must build infra/Dockerfile with target service and APP realtime',
      'infra/docker-compose.yml gateway: REALTIME_SERVICE_URL must point at http://realtime:<port> (is http://identity:8080)',
    ]);
  });

  it('requires readiness on /health/ready, liveness on /health/live and resources on every Deployment', () => {
    const objects = manifests().map((object) =>
      object.kind === 'Deployment' && object.metadata.name === 'realtime'
        ? { ...object, spec: { template: { spec: { containers: [{ readinessProbe: { httpGet: { path: '/ready' } } }] } } } }
        : object,
    );

    expect(crossCheck(sources({ manifests: objects }))).toEqual([
      'infra/k8s Deployment realtime: no readiness probe on /health/ready',
      'infra/k8s Deployment realtime: no liveness probe on /health/live',
      'infra/k8s Deployment realtime: needs cpu and memory requests and limits',
    ]);
  });

  it('requires the Ingress to send /, /api and /ws to the gateway', () => {
    const objects = manifests().filter((object) => object.kind !== 'Ingress');
    objects.push({ kind: 'Ingress', metadata: { name: 'cricket' }, spec: { rules: [{ http: { paths: [{ path: '/ws', backend: { service: { name: 'realtime' } } }] } }] } });

    expect(crossCheck(sources({ manifests: objects }))).toEqual([
      'infra/k8s: no Ingress path / to the gateway Service',
      'infra/k8s: no Ingress path /api to the gateway Service',
      'infra/k8s: no Ingress path /ws to the gateway Service',
    ]);
  });
});
