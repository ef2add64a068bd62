import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import Ajv from 'ajv';
import { parse, parseAllDocuments } from 'yaml';
import { SERVICE_APPS } from '../launch/apps';
import { parseIgnoreRules, isIgnored, secretsInContext } from './docker-context';
import { GATEWAY, crossCheck, type ComposeFile, type K8sObject } from './rules';

const ROOT = join(__dirname, '..', '..');
const K8S_DIR = 'infra/k8s';
const COMPOSE_FILE = 'infra/docker-compose.yml';

class CheckFailed extends Error {}

function read(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8');
}

/** The base rendered by kubectl's built-in kustomize, as objects. */
function kustomizeBuild(): K8sObject[] {
  const built = spawnSync('kubectl', ['kustomize', K8S_DIR], { cwd: ROOT, encoding: 'utf8' });
  if (built.error) throw new CheckFailed(`kubectl kustomize ${K8S_DIR} could not run (${built.error.message}); kubectl 1.27+ is needed`);
  if (built.status !== 0) throw new CheckFailed(`kubectl kustomize ${K8S_DIR} failed:\n${built.stderr.trim()}`);
  return parseAllDocuments(built.stdout).map((document) => document.toJS() as K8sObject);
}

/**
 * Problems of the compose file against the Compose Specification's JSON schema. `docker compose` is not
 * needed: dclint ships the specification's schema (schemas/compose.schema.json).
 */
function composeSchemaProblems(compose: unknown): string[] {
  const schemaPath = join(dirname(require.resolve('dclint/package.json')), 'schemas', 'compose.schema.json');
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;
  // The schema names its draft-07 meta-schema by an https URL Ajv does not register; it is draft-07 all the same.
  const validate = new Ajv({ allErrors: true, strict: false, validateSchema: false }).compile(schema);
  if (validate(compose)) return [];
  return (validate.errors ?? []).map((error) => {
    const extra = 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : '';
    return `${COMPOSE_FILE}${error.instancePath}: ${error.message ?? 'invalid'}${extra}`;
  });
}

function countByKind(objects: readonly K8sObject[]): string {
  const counts = new Map<string, number>();
  for (const object of objects) counts.set(object.kind, (counts.get(object.kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => `${count} ${kind}`).join(', ');
}

function main(): number {
  const log = (line: string) => process.stdout.write(`[infra:check] ${line}\n`);
  try {
    const manifests = kustomizeBuild();
    log(`kubectl kustomize ${K8S_DIR}: ${manifests.length} objects (${countByKind(manifests)})`);

    // Merge keys (`<<: *app`) are YAML 1.1, which Compose reads.
    const composeText = read(COMPOSE_FILE);
    const compose = parse(composeText, { merge: true }) as ComposeFile;
    const schemaProblems = composeSchemaProblems(compose);
    if (schemaProblems.length > 0) throw new CheckFailed(`${COMPOSE_FILE} is not valid Compose:\n  ${schemaProblems.join('\n  ')}`);
    log(`${COMPOSE_FILE}: valid against the Compose Specification schema (${Object.keys(compose.services ?? {}).length} services)`);

    const services = SERVICE_APPS.map((app) => app.name);
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    const dockerignore = read('.dockerignore');
    const secrets = secretsInContext(ROOT, dockerignore);
    if (secrets.length > 0) throw new CheckFailed(`the Docker build context would hold secrets (fix .dockerignore):\n  ${secrets.join('\n  ')}`);
    log('Docker build context: no file that looks like a secret');
    const rules = parseIgnoreRules(dockerignore);
    const ignored = (path: string) => isIgnored(rules, path);
    const problems = crossCheck({ services, workspaces, dockerfile: read('infra/Dockerfile'), ignored, composeText, compose, manifests });
    if (problems.length > 0) throw new CheckFailed(`the deployments do not cover every app:\n  ${problems.join('\n  ')}`);
    log(`every app (${[...services, GATEWAY].join(', ')}) has its image, compose service and Deployment+Service+HPA with limits and its own database role; the build context has all ${workspaces.length} workspace manifests`);
    log('OK');
    return 0;
  } catch (error) {
    if (!(error instanceof CheckFailed)) throw error;
    log(`FAILED: ${error.message}`);
    return 1;
  }
}

process.exitCode = main();
