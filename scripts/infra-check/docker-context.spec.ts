import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildContextFiles, secretsInContext } from './docker-context';

const ROOT = join(__dirname, '..', '..');
const DOCKERIGNORE = readFileSync(join(ROOT, '.dockerignore'), 'utf8');

/** Where an operator following README (or a developer) puts secrets, beside files the images need. */
const PLANTED_SECRETS = ['infra/.env', 'infra/k8s/secrets.env', '.env', 'services/identity/.env', 'shell/.env.local', 'packages/service-kit/src/tls.key', 'gateway/src/cert.pem', '.npmrc'];
const NEEDED = ['package.json', 'package-lock.json', 'services/identity/package.json', 'services/identity/src/main.ts', 'gateway/src/main.ts', 'packages/service-kit/src/index.ts', 'shell/webpack.config.js', 'mfe-matches/src/index.ts', 'infra/image/assemble.mjs'];

describe('the Docker build context (.dockerignore)', () => {
  let fixture: string;

  beforeAll(() => {
    fixture = mkdtempSync(join(tmpdir(), 'docker-context-'));
    for (const file of [...PLANTED_SECRETS, ...NEEDED]) {
      mkdirSync(dirname(join(fixture, file)), { recursive: true });
      writeFileSync(join(fixture, file), 'INTERNAL_TOKEN_SECRET=planted\n');
    }
  });

  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  it('holds no file that looks like a secret in this repository', () => {
    expect(secretsInContext(ROOT, DOCKERIGNORE)).toEqual([]);
  });

  it('keeps secrets planted where operators put them out, and what the images are built from in', () => {
    expect(secretsInContext(fixture, DOCKERIGNORE)).toEqual([]);
    expect(buildContextFiles(fixture, DOCKERIGNORE)).toEqual([...NEEDED].sort());
  });

  it('reports infra/.env when the rules do not ignore it', () => {
    // The deny-list this repository used before: it left infra/ in the context.
    const formerRules = ['node_modules', '**/node_modules', '**/dist', '.data', '.test-artifacts', '.git', 'infra/Dockerfile'].join('\n');
    expect(secretsInContext(fixture, formerRules)).toEqual(expect.arrayContaining(['infra/.env', 'infra/k8s/secrets.env']));
    // An admitted infra/ folder after the allow-list's own rules lets infra/.env through too.
    expect(secretsInContext(fixture, `${DOCKERIGNORE}\n!infra\n`)).toContain('infra/.env');
  });
});
