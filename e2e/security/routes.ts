import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_AREAS, SERVICE_NAMES } from '@cricket/contracts';

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

interface OpenApiDocument {
  tags?: { name: string }[];
  paths: Record<string, Record<string, { tags?: string[] }>>;
}

/** Areas whose services publish HTTP operations: every service but the socket server. */
export const HTTP_AREAS = SERVICE_NAMES.filter((name) => name !== 'realtime').map((name) => SERVICE_AREAS[name]);

/**
 * Every id-addressed operation, read from the gateway's merged OpenAPI document. Each service
 * builds its part with Nest's SwaggerModule from the controllers its router registered, so a new
 * endpoint appears here without anyone listing it. The gateway leaves out a service whose
 * document it cannot fetch, so a missing area is an error, not a shorter list.
 */
export async function idAddressedRoutes(baseUrl: string): Promise<IdRoute[]> {
  const res = await fetch(`${baseUrl}/api/docs/openapi.json`);
  if (res.status !== 200) throw new Error(`OpenAPI document: ${res.status}`);
  const document = (await res.json()) as OpenApiDocument;
  const areas = new Set((document.tags ?? []).map((t) => t.name));
  const missing = HTTP_AREAS.filter((area) => !areas.has(area));
  if (missing.length) throw new Error(`The merged OpenAPI document lacks ${missing.join(', ')}: a service did not answer`);
  const routes: IdRoute[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.includes('{')) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) routes.push({ method: method.toUpperCase(), path, area: operation.tags?.[0] ?? 'Gateway' });
    }
  }
  return routes;
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
