import { Catch, HttpException, HttpStatus, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { serviceUnavailableMessage, type ErrorBody } from '@cricket/contracts';
import { SERVICE_CONFIG, SERVICE_LOGGER } from '../bootstrap/tokens';
import type { ServiceConfig } from '../config/service-config';
import { databaseUnavailable, refusedInput } from '../database/database-errors';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
};

const FASTIFY_CODES_BY_MESSAGE = new Map<string, string>([
  ["Body is not valid JSON but content-type is set to 'application/json'", 'FST_ERR_CTP_INVALID_JSON_BODY'],
  ["Body cannot be empty when content-type is set to 'application/json'", 'FST_ERR_CTP_EMPTY_JSON_BODY'],
  ['Request body is too large', 'FST_ERR_CTP_BODY_TOO_LARGE'],
]);

/** The one error format: `{statusCode, message, error}` (DESIGN.md §8). */
export function httpErrorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, message, error: STATUS_CODES[statusCode] ?? 'Error' };
}

/** The error format of any thrown value; no stack traces reach clients. */
export function errorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const message = Array.isArray(raw) ? String(raw[0]) : typeof raw === 'string' ? raw : exception.message;
    // Nest wraps Fastify's body-parser errors; give them our wording.
    const code = (exception.cause as { code?: string } | undefined)?.code ?? FASTIFY_CODES_BY_MESSAGE.get(message);
    if (code && FASTIFY_MESSAGES[code]) return httpErrorBody(statusCode, FASTIFY_MESSAGES[code]);
    return httpErrorBody(statusCode, message);
  }
  const fastifyError = exception as { statusCode?: number; code?: string; message?: string; name?: string };
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const statusCode = fastifyError.statusCode;
    const message = (fastifyError.code && FASTIFY_MESSAGES[fastifyError.code]) ?? (fastifyError.name === 'SyntaxError' ? FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : fastifyError.message ?? 'Bad request');
    return httpErrorBody(statusCode, message);
  }
  return httpErrorBody(HttpStatus.INTERNAL_SERVER_ERROR, 'Internal server error');
}

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    // The request's own logger carries its id, so a refusal in the log can be found from the answer.
    const log = http.getRequest<FastifyRequest | undefined>()?.log ?? this.logger;
    const refused = refusedInput(exception);
    const body = databaseUnavailable(exception) ? this.databaseUnavailableBody() : refused ? httpErrorBody(refused.statusCode, refused.message) : errorBody(exception);
    if (refused) log.warn({ err: exception }, 'database refused the input');
    if (body.statusCode >= 500) log.error({ err: exception }, body.statusCode === 503 ? 'database unavailable' : 'unhandled error');
    // A route that answers CSV has set its own type already; the error is JSON whatever it was.
    http.getResponse<FastifyReply>().status(body.statusCode).type('application/json; charset=utf-8').send(body);
  }

  /** A lost database is an outage of the area, as a dead service is (the gateway's sessions belong to sign-in). */
  private databaseUnavailableBody(): ErrorBody {
    return httpErrorBody(HttpStatus.SERVICE_UNAVAILABLE, serviceUnavailableMessage(this.config.name === 'gateway' ? 'identity' : this.config.name));
  }
}
