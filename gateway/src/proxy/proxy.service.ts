import { HttpException, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Transform, type TransformCallback } from 'node:stream';
import type { Logger } from 'pino';
import type { Dispatcher } from 'undici';
import { ANONYMOUS, AUTH_MESSAGES, INTERNAL_AUTH_HEADER, REQUEST_ID_HEADER, routeOwner, type AuthContext } from '@cricket/contracts';
import { SERVICE_LOGGER, signInternalToken } from '@cricket/service-kit';
import { AuthContextService } from '../context/auth-context.service';
import { httpErrorBody } from '@cricket/service-kit';
import { BODY_TOO_LARGE_BODY, NOT_FOUND_BODY, unavailableBody } from '../errors';
import { GATEWAY_OPTIONS, type ResolvedGatewayOptions } from '../gateway-options';
import { violatesCsrf, hasBody } from '../security/csrf';
import { sessionTokenFrom } from '../sessions/session-cookie';
import { bodyLimitFor } from './body-limit';
import { Upstreams } from './upstreams';

/** Request headers that describe one hop and are never forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);
/** Response headers the gateway never copies back: hop-by-hop ones, and cookies (only the gateway's auth endpoints set one). */
const NOT_RELAYED = new Set([...HOP_BY_HOP, 'set-cookie']);
/** The request headers a service gets from the browser's request. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'content-length', 'accept', 'accept-language', 'if-none-match', 'if-modified-since', 'user-agent'];

class BodyTooLarge extends Error {}

/** Counts the streamed request body and fails it past the limit, so nothing large is buffered or forwarded whole. */
class BodyLimit extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) callback(new BodyTooLarge());
    else callback(null, chunk);
  }
}

/** `/api/*` routing (DESIGN.md §4): CSRF rule, auth context, then the owning service over a keep-alive pool. */
@Injectable()
export class ProxyService {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly contexts: AuthContextService,
    @Inject(GATEWAY_OPTIONS) private readonly options: ResolvedGatewayOptions,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const method = request.method.toUpperCase();
    if (violatesCsrf(method, request.headers, this.options.allowedOrigins)) return this.refuse(request, reply, httpErrorBody(403, AUTH_MESSAGES.csrf));
    const path = request.url.split('?')[0];
    const owner = routeOwner(path);
    if (!owner) return this.refuse(request, reply, NOT_FOUND_BODY);
    const bodyLimit = bodyLimitFor(path);
    if (Number(request.headers['content-length'] ?? 0) > bodyLimit) return this.refuse(request, reply, BODY_TOO_LARGE_BODY);
    const pool = this.upstreams.pool(owner);
    if (!pool) return this.refuse(request, reply, unavailableBody(owner));

    let context: AuthContext;
    try {
      context = await this.contexts.forSessionToken(sessionTokenFrom(request.headers.cookie), request.id);
    } catch (error) {
      if (error instanceof HttpException) return this.refuse(request, reply, { statusCode: error.getStatus(), ...(error.getResponse() as object) } as never);
      throw error;
    }

    const withBody = hasBody(request.headers) && method !== 'GET' && method !== 'HEAD';
    const body = withBody ? request.raw.pipe(new BodyLimit(bodyLimit)) : undefined;
    if (body) request.raw.on('error', (error) => body.destroy(error));
    let upstream: Dispatcher.ResponseData;
    try {
      upstream = await pool.request({
        method: method as Dispatcher.HttpMethod,
        path: request.url,
        headers: this.forwardHeaders(request, context),
        body,
      });
    } catch (error) {
      if (error instanceof BodyTooLarge || (error as { cause?: unknown }).cause instanceof BodyTooLarge) return this.refuse(request, reply, BODY_TOO_LARGE_BODY);
      this.logger.warn({ err: error, service: owner, reqId: request.id }, 'service unavailable');
      return this.refuse(request, reply, unavailableBody(owner));
    }

    // A write to identity (switch workspace, role or permission change) changes whose context this is.
    if (owner === 'identity' && method !== 'GET' && method !== 'HEAD' && context.user) this.contexts.forgetUser(context.user.id);

    reply.code(upstream.statusCode);
    for (const [name, value] of Object.entries(upstream.headers)) {
      if (value !== undefined && !NOT_RELAYED.has(name.toLowerCase())) reply.header(name, value);
    }
    return reply.send(upstream.body);
  }

  private forwardHeaders(request: FastifyRequest, context: AuthContext): Record<string, string> {
    const incoming = request.headers;
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = incoming[name];
      if (typeof value === 'string') headers[name] = value;
    }
    if (!hasBody(incoming)) delete headers['content-length'];
    else if (incoming['transfer-encoding'] !== undefined) delete headers['content-length'];
    const priorFor = incoming['x-forwarded-for'];
    headers['x-forwarded-for'] = [typeof priorFor === 'string' ? priorFor : undefined, request.socket.remoteAddress].filter(Boolean).join(', ');
    headers['x-forwarded-proto'] = typeof incoming['x-forwarded-proto'] === 'string' ? incoming['x-forwarded-proto'] : request.protocol;
    const host = typeof incoming['x-forwarded-host'] === 'string' ? incoming['x-forwarded-host'] : incoming.host;
    if (host) headers['x-forwarded-host'] = host;
    headers[REQUEST_ID_HEADER] = request.id;
    // Whatever the client sent as x-internal-auth or cookie is never forwarded: only this is.
    headers[INTERNAL_AUTH_HEADER] = signInternalToken(context ?? ANONYMOUS, this.options.internalTokenSecret);
    return headers;
  }

  /** Answers the gateway's own refusal; a request body left unread closes the connection rather than being drained. */
  private refuse(request: FastifyRequest, reply: FastifyReply, body: { statusCode: number }): FastifyReply {
    if (hasBody(request.headers) && !request.raw.complete) reply.header('connection', 'close');
    return reply.code(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}

export { HOP_BY_HOP };
