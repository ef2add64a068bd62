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

/** The schema as the OpenAPI document shows it: what a client may send (transforms are the service's business). */
export function documentedSchema(schema: Schema): Documented {
  const { $schema: _draft, ...document } = toJsonSchema(schema, { target: 'openapi-3.0', typeMode: 'input', errorMode: 'ignore' }) as Documented;
  return document;
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
