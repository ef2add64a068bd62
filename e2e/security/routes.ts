import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_OPERATION_EXTENSION, SERVICE_AREAS, SERVICE_NAMES } from '@cricket/contracts';

/** One operation of the platform's API whose path names a resource by a parameter. */
export interface IdRoute {
  method: string;
  /** The path as the OpenAPI document writes it: `/api/grounds/{id}`. */
  path: string;
  /** The service area the operation belongs to (its OpenAPI tag). */
  area: string;
}

export const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
const METHODS = ['get', ...WRITE_METHODS];

/** Areas whose services publish HTTP operations: every service but the socket server. */
export const HTTP_AREAS = SERVICE_NAMES.filter((name) => name !== 'realtime').map((name) => SERVICE_AREAS[name]);

/** A JSON schema as the OpenAPI document writes it (only what the generated suites read). */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
}

interface OpenApiOperation {
  tags?: string[];
  [PUBLIC_OPERATION_EXTENSION]?: boolean;
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

interface OpenApiDocument {
  tags?: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** One operation of the merged document, with what a client may send it. */
export interface Operation extends IdRoute {
  query: string[];
  /** The request body's schema with its references resolved, where the service documents one. */
  body: Schema | null;
  /** Reachable without signing in (service-kit `@Public()`); every other operation answers a stranger 401. */
  public: boolean;
}

function resolver(document: OpenApiDocument) {
  const resolve = (schema: Schema | undefined, depth = 0): Schema | null => {
    if (!schema || depth > 8) return null;
    if (schema.$ref) return resolve(document.components?.schemas?.[schema.$ref.split('/').pop()!], depth + 1);
    if (schema.allOf) return schema.allOf.map((part) => resolve(part, depth + 1)).reduce<Schema>((all, part) => ({ ...all, ...part, properties: { ...all.properties, ...part?.properties } }), {});
    const properties = schema.properties && Object.fromEntries(Object.entries(schema.properties).map(([name, property]) => [name, resolve(property, depth + 1) ?? {}]));
    return { ...schema, ...(properties && { properties }), ...(schema.items && { items: resolve(schema.items, depth + 1) ?? {} }) };
  };
  return resolve;
}

/**
 * Every operation of every service, read from the gateway's merged OpenAPI document. Each service
 * builds its part with Nest's SwaggerModule from the controllers its router registered, so a new
 * endpoint appears here without anyone listing it. The gateway leaves out a service whose
 * document it cannot fetch, so a missing area is an error, not a shorter list.
 */
export async function documentedOperations(baseUrl: string): Promise<Operation[]> {
  const res = await fetch(`${baseUrl}/api/docs/openapi.json`);
  if (res.status !== 200) throw new Error(`OpenAPI document: ${res.status}`);
  const document = (await res.json()) as OpenApiDocument;
  const areas = new Set((document.tags ?? []).map((t) => t.name));
  const missing = HTTP_AREAS.filter((area) => !areas.has(area));
  if (missing.length) throw new Error(`The merged OpenAPI document lacks ${missing.join(', ')}: a service did not answer`);
  const resolve = resolver(document);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        area: operation.tags?.[0] ?? 'Gateway',
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: resolve(operation.requestBody?.content?.['application/json']?.schema),
        public: operation[PUBLIC_OPERATION_EXTENSION] === true,
      });
    }
  }
  return operations;
}

/** Every id-addressed operation (its path names a resource by a parameter). */
export async function idAddressedRoutes(baseUrl: string): Promise<IdRoute[]> {
  return (await documentedOperations(baseUrl)).filter((operation) => operation.path.includes('{')).map(({ method, path, area }) => ({ method, path, area }));
}

export const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/**
 * The path up to and including each of its parameters: `/api/my/teams/{id}/players/{playerId}`
 * has `/api/my/teams/{id}` and `/api/my/teams/{id}/players/{playerId}`. A fixture is keyed by
 * one such prefix, since `{id}` alone names a team in one path and a ground in another.
 */
export function parameterPrefixes(path: string): string[] {
  const prefixes: string[] = [];
  const pattern = /\{[^}]+\}/g;
  for (let match = pattern.exec(path); match; match = pattern.exec(path)) prefixes.push(path.slice(0, match.index + match[0].length));
  return prefixes;
}

export function fillPath(path: string, values: string[]): string {
  let i = 0;
  return path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[i++]));
}

/** Controllers kept out of the OpenAPI document would escape the generated checks; none may be, besides health. */
export function controllersHiddenFromDocs(root: string): string[] {
  const hidden: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.controller.ts') && /@ApiExclude(Controller|Endpoint)\(/.test(readFileSync(full, 'utf8'))) hidden.push(full.slice(root.length + 1));
    }
  };
  for (const service of readdirSync(join(root, 'services'))) walk(join(root, 'services', service, 'src'));
  return hidden;
}
