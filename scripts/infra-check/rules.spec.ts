import { GATEWAY, crossCheck, type ComposeFile, type InfraSources, type K8sObject } from './rules';

const SERVICES = ['identity', 'realtime'];
const WORKSPACES = ['packages/contracts', 'services/identity', 'services/realtime', 'gateway', 'shell', 'mfe-grounds'];

function dockerfile(workspaces = WORKSPACES): string {
  return [
    'FROM node:20-bookworm-slim AS manifests',
    ...workspaces.map((workspace) => `COPY ${workspace}/package.json ${workspace}/`),
    'HEALTHCHECK --interval=10s \\',
    '  CMD ["node", "-e", "fetch(\'http://127.0.0.1:8080/health/ready\')"]',
    'FROM runtime AS gateway',
    'USER node',
  ].join('\n');
}

function compose(services = SERVICES): ComposeFile {
  return {
    services: {
      ...Object.fromEntries(services.map((name) => [name, { build: { target: 'service', args: { APP: name } } }])),
      [GATEWAY]: {
        build: { target: GATEWAY },
        environment: Object.fromEntries(services.map((name) => [`${name.toUpperCase()}_SERVICE_URL`, `http://${name}:8080`])),
        depends_on: Object.fromEntries(services.map((name) => [name, { condition: 'service_healthy' }])),
      },
    },
  };
}

function deployment(name: string): K8sObject {
  const resources = { requests: { cpu: '100m', memory: '256Mi' }, limits: { memory: '512Mi' } };
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
      kind: 'Ingress',
      metadata: { name: 'cricket' },
      spec: { rules: [{ http: { paths: ['/api', '/ws', '/'].map((path) => ({ path, backend: { service: { name: GATEWAY } } })) } }] },
    },
  ];
}

function sources(overrides: Partial<InfraSources> = {}): InfraSources {
  return { services: SERVICES, workspaces: WORKSPACES, dockerfile: dockerfile(), compose: compose(), manifests: manifests(), ...overrides };
}

describe('infra cross-check', () => {
  it('finds nothing when every app is in the Dockerfile, compose and kubernetes', () => {
    expect(crossCheck(sources())).toEqual([]);
  });

  it('names a new service that compose and kubernetes forgot', () => {
    const problems = crossCheck(sources({ services: [...SERVICES, 'grounds'] }));

    expect(problems).toEqual([
      'infra/docker-compose.yml: no service grounds',
      'infra/docker-compose.yml gateway: GROUNDS_SERVICE_URL must point at http://grounds:<port> (is missing)',
      'infra/docker-compose.yml: gateway must depend on grounds being service_healthy',
      'infra/k8s: no Deployment grounds',
      'infra/k8s: no Service grounds',
      'infra/k8s: no HorizontalPodAutoscaler for grounds',
      'infra/k8s ConfigMap: GROUNDS_SERVICE_URL must point at http://grounds:<port> (is missing)',
    ]);
  });

  it("names a workspace whose package.json the Dockerfile doesn't copy", () => {
    const problems = crossCheck(sources({ workspaces: [...WORKSPACES, 'mfe-finance'] }));

    expect(problems).toEqual(["infra/Dockerfile: no COPY of mfe-finance/package.json (npm install needs every workspace's manifest)"]);
  });

  it('requires a non-root user and a health check in the Dockerfile', () => {
    const problems = crossCheck(sources({ dockerfile: dockerfile().replace('USER node', '').replace(/\/health\/ready/g, '/health') }));

    expect(problems).toEqual(['infra/Dockerfile: the apps must run as USER node', 'infra/Dockerfile: no HEALTHCHECK on /health/ready']);
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
      'infra/k8s Deployment realtime: needs cpu and memory requests and a memory limit',
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
