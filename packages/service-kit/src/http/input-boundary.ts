import { type HttpException, NotFoundException, type PipeTransform } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { findInputProblem, INPUT_MESSAGES, parseId, parseWholeNumber } from '@cricket/contracts';
import { httpErrorBody } from './error-filter';
import { MergeRouteConfig } from './route-config';

function problemMessage(values: unknown[]): string | null {
  for (const value of values) {
    const problem = findInputProblem(value);
    if (problem) return problem.kind === 'tooDeep' ? INPUT_MESSAGES.tooDeep : INPUT_MESSAGES.unstorableText(problem.field);
  }
  return null;
}

/**
 * Every path parameter, query parameter and body of every route is checked once, before its own
 * rules run: text the database can store and bodies of bounded depth (contracts' `findInputProblem`).
 */
export function applyInputBoundary(fastify: FastifyInstance): void {
  // A hook's answer does not pass Nest's exception filter, so it sends the one error format itself.
  fastify.addHook('preValidation', async (request, reply) => {
    // Bodies are objects, so handlers may read their fields without asking, unless a route checks the shape itself.
    const body = request.body;
    const ownShape = (request.routeOptions.config as { ownBodyShape?: boolean } | undefined)?.ownBodyShape;
    if (!ownShape && body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) return reply.code(400).send(httpErrorBody(400, INPUT_MESSAGES.notAnObject));
    const message = problemMessage([request.params, request.query, body]);
    if (message) return reply.code(400).send(httpErrorBody(400, message));
  });
}

/** A route whose handler checks its body's shape itself and says what is wrong in its own words (a match file). */
export const OwnBodyShape = () => MergeRouteConfig({ ownBodyShape: true });

/** A path id read strictly (`parseId`, or `parseWholeNumber` where 0 is one); anything else names nothing and gets `invalid()`. */
export class IdPipe implements PipeTransform<unknown, number> {
  constructor(
    private readonly invalid: () => HttpException,
    private readonly fromZero = false,
  ) {}

  transform(value: unknown): number {
    const id = this.fromZero ? parseWholeNumber(value) : parseId(value);
    if (id === null) throw this.invalid();
    return id;
  }
}

/** The usual id pipe: an id that is not one names nothing, 404 with the resource's message. */
export const idPipe = (notFound: string) => new IdPipe(() => new NotFoundException(notFound));
