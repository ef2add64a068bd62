import { Inject, Injectable } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import type { Logger } from 'pino';
import { SERVICE_AREAS, SERVICE_NAMES, type ServiceName } from '@cricket/contracts';
import { SERVICE_LOGGER } from '@cricket/service-kit';
import { Upstreams } from '../proxy/upstreams';

const FETCH_TIMEOUT_MS = 2_000;
type Operations = Record<string, { tags?: string[] } & Record<string, unknown>>;

/** The platform's one OpenAPI document: the gateway's own paths plus each reachable service's public ones. */
@Injectable()
export class DocsService {
  private gatewayDocument: OpenAPIObject | null = null;

  constructor(
    private readonly upstreams: Upstreams,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  setGatewayDocument(document: OpenAPIObject): void {
    this.gatewayDocument = document;
  }

  async merged(): Promise<OpenAPIObject> {
    const merged: OpenAPIObject = {
      openapi: '3.0.0',
      info: { title: 'Cricket platform API', version: '1', description: 'Every call goes through the gateway with the session cookie; mutations need X-Requested-With and a JSON body.' },
      tags: [],
      paths: {},
      components: { schemas: {} },
    };
    const add = (document: OpenAPIObject, tag: string | null) => {
      for (const [path, item] of Object.entries(document.paths ?? {})) {
        // Service-to-service endpoints are not reachable through the gateway.
        if (path.startsWith('/internal') || path === '/health' || path === '/openapi.json') continue;
        const operations = { ...(item as Operations) };
        if (tag) {
          for (const [method, operation] of Object.entries(operations)) {
            if (operation && typeof operation === 'object' && 'responses' in operation) operations[method] = { ...operation, tags: [tag] };
          }
        }
        merged.paths[path] = { ...(merged.paths[path] ?? {}), ...operations };
      }
      // Schema names are the services' DTO class names; the first one seen wins on a clash.
      for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
        merged.components!.schemas![name] ??= schema;
      }
    };
    if (this.gatewayDocument) add(this.gatewayDocument, null);
    const services = SERVICE_NAMES.filter((name) => name !== 'realtime');
    const documents = await Promise.all(services.map((name) => this.fetch(name)));
    services.forEach((name, i) => {
      const document = documents[i];
      if (!document) return;
      merged.tags!.push({ name: SERVICE_AREAS[name] });
      add(document, SERVICE_AREAS[name]);
    });
    return merged;
  }

  private async fetch(name: ServiceName): Promise<OpenAPIObject | null> {
    const pool = this.upstreams.pool(name);
    if (!pool) return null;
    try {
      const res = await pool.request({ method: 'GET', path: '/openapi.json', headersTimeout: FETCH_TIMEOUT_MS, bodyTimeout: FETCH_TIMEOUT_MS });
      if (res.statusCode !== 200) {
        await res.body.dump();
        return null;
      }
      return (await res.body.json()) as OpenAPIObject;
    } catch (error) {
      this.logger.debug({ err: error, service: name }, 'service document unavailable');
      return null;
    }
  }
}
