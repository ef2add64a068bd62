// eslint-disable-next-line no-restricted-imports -- the one place a request is read raw: to check it by its schema
import { BadRequestException, Body, Query, type PipeTransform } from '@nestjs/common';
import { ApiBody, ApiQuery } from '@nestjs/swagger';
import { toJsonSchema } from '@valibot/to-json-schema';
import { parseWith, type ObjectSchema, type Schema } from '@cricket/contracts';

/** A request's body or query checked by its schema from contracts: 400 with the first broken rule's message, else the normalised value. */
export class SchemaPipe<S extends Schema> implements PipeTransform<unknown, unknown> {
  constructor(private readonly schema: S) {}

  transform(input: unknown): unknown {
    const result = parseWith(this.schema, input ?? {});
    if (!result.ok) throw new BadRequestException(result.message);
    return result.value;
  }
}

type Documented = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>>; required?: string[] };
type Node = Record<string, unknown> & { anyOf?: Node[]; type?: string; enum?: unknown[] };

// contracts' `optional()` takes null or blank text (a custom rule, documented as {}) for 'left out'.
const isEmptyChoice = (node: Node) => (node.enum?.length === 1 && node.enum[0] === null) || Object.keys(node).length === 0;
const isNumericText = (nodes: Node[]) => nodes.length === 2 && nodes.some((n) => n.type === 'number' || n.type === 'integer') && nodes.some((n) => n.type === 'string');

/**
 * What a client should send, not every leniency the rules allow: an optional field reads as its
 * type made nullable (not a choice of null, '' or the type), a number as a number (not also its text).
 */
function clientView(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clientView);
  if (!value || typeof value !== 'object') return value;
  const node = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, clientView(child)])) as Node;
  if (!node.anyOf) return node;
  const { anyOf, ...rest } = node;
  const kept = anyOf.filter((choice) => !isEmptyChoice(choice));
  if (kept.length < anyOf.length) return kept.length === 1 ? { ...kept[0], ...rest, nullable: true } : { ...rest, anyOf: kept, nullable: true };
  if (isNumericText(anyOf)) return { ...anyOf.find((choice) => choice.type !== 'string'), ...rest };
  return node;
}

/** The schema as the OpenAPI document shows it: what a client may send (transforms are the service's business). */
export function documentedSchema(schema: Schema): Documented {
  const { $schema: _draft, ...document } = toJsonSchema(schema, { target: 'openapi-3.0', typeMode: 'input', errorMode: 'ignore' }) as Documented;
  return clientView(document) as Documented;
}

function methodOf(target: object, key: string | symbol | undefined): PropertyDescriptor {
  const descriptor = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
  if (!descriptor) throw new Error('A schema decorator belongs on a parameter of a controller method');
  return descriptor;
}

/** The body, checked by `schema` and documented with it in the service's OpenAPI document. */
export function ValidBody(schema: Schema): ParameterDecorator {
  return (target, key, index) => {
    Body(new SchemaPipe(schema))(target, key, index);
    ApiBody({ schema: documentedSchema(schema) })(target, key as string | symbol, methodOf(target, key));
  };
}

/** The query string, checked by `schema` and documented as one query parameter per entry. */
export function ValidQuery(schema: ObjectSchema | (Schema & { entries: ObjectSchema['entries'] })): ParameterDecorator {
  return (target, key, index) => {
    Query(new SchemaPipe(schema))(target, key, index);
    const document = documentedSchema(schema);
    const method = methodOf(target, key);
    for (const [name, property] of Object.entries(document.properties ?? {})) {
      ApiQuery({ name, required: document.required?.includes(name) ?? false, schema: property })(target, key as string | symbol, method);
    }
  };
}
