import { HttpException, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import type { Logger } from 'pino';
import { ANONYMOUS, AUTH_MESSAGES, INTERNAL_AUTH_HEADER, REQUEST_ID_HEADER, routeOwner, type AuthContext, type ServiceName } from '@cricket/contracts';
import { SERVICE_LOGGER, httpErrorBody } from '@cricket/service-kit';
import { AuthContextService } from '../context/auth-context.service';
import { InternalTokens } from '../context/internal-tokens';
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
/**
 * What the WHATWG URL parser behind reply-from would resolve rather than pass on: dot segments
 * (`%2e` ones too), a backslash read as a slash, and tabs or line breaks it drops. Through it,
 * `/api/grounds\..\..\internal/…` would reach the service as `/internal/…`; such a path is not sent.
 */
const REWRITTEN_BY_URL = /[\\\t\n\r]|(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/** Counts a chunked request body (no length declared) and fails it past the limit, so nothing large is buffered or forwarded whole. */
class BodyLimit extends Transform {
  private seen = 0;
  exceeded = false;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) {
      this.exceeded = true;
      callback(new Error('request body over its limit'));
    } else callback(null, chunk);
  }
}

/**
 * `/api/*` routing (DESIGN.md §4): the gateway decides (CSRF rule, owning service, body limit,
 * auth context, which headers go on), then `@fastify/reply-from` relays over the service's
 * keep-alive pool, streaming the request body through the limit and the answer back as it comes.
 */
@Injectable()
export class ProxyService {
  constructor(
    private readonly upstreams: Upstreams,
    private readonly contexts: AuthContextService,
    private readonly tokens: InternalTokens,
    @Inject(GATEWAY_OPTIONS) private readonly options: ResolvedGatewayOptions,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async handle(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const method = request.method.toUpperCase();
    if (violatesCsrf(method, request.headers, this.options.allowedOrigins)) return this.refuse(request, reply, httpErrorBody(403, AUTH_MESSAGES.csrf));
    const query = request.url.indexOf('?');
    const path = query < 0 ? request.url : request.url.slice(0, query);
    const owner = routeOwner(path);
    if (!owner || REWRITTEN_BY_URL.test(path)) return this.refuse(request, reply, NOT_FOUND_BODY);
    const bodyLimit = bodyLimitFor(path);
    if (Number(request.headers['content-length'] ?? 0) > bodyLimit) return this.refuse(request, reply, BODY_TOO_LARGE_BODY);
    const origin = this.upstreams.origin(owner);
    if (!origin) return this.refuse(request, reply, unavailableBody(owner));

    let context: AuthContext;
    try {
      context = await this.contexts.forSessionToken(sessionTokenFrom(request.headers.cookie), request.id);
    } catch (error) {
      if (error instanceof HttpException) return this.refuse(request, reply, { statusCode: error.getStatus(), ...(error.getResponse() as object) } as never);
      throw error;
    }

    // Bodies are not parsed in the proxy's scope (proxy.routes.ts): reply-from streams this one on.
    // One of a declared length was measured against the limit above, and Node reads no more than
    // that length; only a chunked one is counted on its way.
    const withBody = hasBody(request.headers) && method !== 'GET' && method !== 'HEAD';
    const chunked = request.headers['transfer-encoding'] !== undefined;
    const body = withBody && chunked ? request.raw.pipe(new BodyLimit(bodyLimit)) : undefined;
    if (body) request.raw.on('error', (error) => body.destroy(error));
    if (withBody) request.body = body ?? request.raw;
    const headers = this.forwardHeaders(request, context);
    // A write to identity (switch workspace, role or permission change) changes whose context this is.
    const forgetsUser = owner === 'identity' && method !== 'GET' && method !== 'HEAD' && context.user ? context.user.id : null;
    try {
      reply.from(path, {
        getUpstream: () => origin,
        rewriteRequestHeaders: () => headers,
        rewriteHeaders: relayedHeaders,
        // The services' answers, 503 included, are the answer: nothing is sent twice.
        retryDelay: () => null,
        onResponse: (_request, _reply, upstream) => {
          if (forgetsUser !== null) this.contexts.forgetUser(forgetsUser);
          reply.send(upstream.stream);
        },
        onError: (_reply, { error }) => this.failed(request, reply, owner, error, body),
      });
    } catch {
      // reply-from refuses a path it cannot build a URL from, before sending anything.
      return this.refuse(request, reply, NOT_FOUND_BODY);
    }
    return reply;
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
    headers[INTERNAL_AUTH_HEADER] = this.tokens.for(context ?? ANONYMOUS);
    return headers;
  }

  /** The service could not be reached (or the body passed its limit on the way): the gateway answers. */
  private failed(request: FastifyRequest, reply: FastifyReply, owner: ServiceName, error: Error, body: BodyLimit | undefined): void {
    if (body?.exceeded) return void this.refuse(request, reply, BODY_TOO_LARGE_BODY);
    this.logger.warn({ err: error.cause ?? error, service: owner, reqId: request.id }, 'service unavailable');
    this.refuse(request, reply, unavailableBody(owner));
  }

  /** Answers the gateway's own refusal; a request body left unread closes the connection rather than being drained. */
  private refuse(request: FastifyRequest, reply: FastifyReply, body: { statusCode: number }): FastifyReply {
    if (hasBody(request.headers) && !request.raw.complete) reply.header('connection', 'close');
    return reply.code(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}

/** The service's answer headers the browser gets: all but hop-by-hop ones and cookies. */
function relayedHeaders(upstream: IncomingHttpHeaders): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const name of Object.keys(upstream)) {
    if (!NOT_RELAYED.has(name.toLowerCase())) headers[name] = upstream[name];
  }
  return headers;
}

export { HOP_BY_HOP };
