import { Controller, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiExcludeEndpoint, ApiHeader, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, registerBody, signInBody } from '@cricket/contracts';
import { documentedSchema, Public } from '@cricket/service-kit';
import { PASSWORD_CHANGE_PATH } from '../context/identity.client';
import { GATEWAY_OPTIONS, type ResolvedGatewayOptions } from '../gateway-options';
import { clientAddress } from '../security/client-address';
import { CsrfGuard } from '../security/csrf.guard';
import { clearedSessionCookie, isSecureRequest, sessionCookie, sessionTokenFrom } from '../sessions/session-cookie';
import { ErrorDto, MessageDto, UserDto } from './dto/auth.dto';
import { AuthService, type AuthOutcome } from './auth.service';

export const AUTH_TAG = 'Sign-in and sessions';
const THROTTLED = 'Too many attempts: the message names the wait, in seconds, that Retry-After carries';

/** The body as sent (the input boundary has made sure it is an object, if there is one). */
const sentBody = (request: FastifyRequest): Record<string, unknown> => (request.body ?? {}) as Record<string, unknown>;

/**
 * Both path variants of core §7 'Authentication', and the password change that ends other sessions.
 * Public: signing in is what a stranger does (the gateway has no internal-token guard; the mark
 * is what the OpenAPI document tells the security suite). The bodies are documented with identity's
 * schemas and forwarded as sent: identity checks them (registration's common-password rule needs its
 * list), after the throttles have counted the attempt.
 */
@Public()
@ApiTags(AUTH_TAG)
@ApiHeader({ name: 'X-Requested-With', required: true, description: 'XMLHttpRequest (CSRF defence)' })
@UseGuards(CsrfGuard)
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(GATEWAY_OPTIONS) private readonly options: ResolvedGatewayOptions,
  ) {}

  @Post(['api/login', 'api/auth/login'])
  @HttpCode(200)
  @ApiBody({ schema: documentedSchema(signInBody) })
  @ApiResponse({ status: 200, type: UserDto, description: 'Signed in; sets the session cookie' })
  @ApiResponse({ status: 401, type: ErrorDto, description: AUTH_MESSAGES.invalidCredentials })
  @ApiResponse({ status: 429, type: ErrorDto, description: THROTTLED })
  async login(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const outcome = await this.auth.login(sentBody(request), this.address(request), request.id);
    return this.answer(outcome, request, reply);
  }

  @Post(['api/register', 'api/auth/register'])
  @HttpCode(201)
  @ApiBody({ schema: documentedSchema(registerBody) })
  @ApiResponse({ status: 201, type: UserDto, description: 'Account and default workspace created; sets the session cookie' })
  @ApiResponse({ status: 400, type: ErrorDto })
  @ApiResponse({ status: 429, type: ErrorDto, description: THROTTLED })
  async register(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const outcome = await this.auth.register(sentBody(request), this.address(request), request.id);
    return this.answer(outcome, request, reply);
  }

  /** Identity's endpoint, documented there; the gateway throttles it and ends the account's other sessions. */
  @Post(PASSWORD_CHANGE_PATH.slice(1))
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async changePassword(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const outcome = await this.auth.changePassword(sentBody(request), sessionTokenFrom(request.headers.cookie), this.address(request), request.id);
    return this.answer(outcome, request, reply);
  }

  @Post(['api/logout', 'api/auth/logout'])
  @HttpCode(200)
  @ApiResponse({ status: 200, type: MessageDto, description: 'Session ended (also when there was none); clears the cookie' })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.auth.logout(sessionTokenFrom(request.headers.cookie));
    reply.header('set-cookie', clearedSessionCookie(this.secure(request)));
    return { message: AUTH_MESSAGES.loggedOut };
  }

  private async answer(outcome: AuthOutcome, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    reply.status(outcome.status);
    if (outcome.retryAfterSeconds) reply.header('retry-after', String(outcome.retryAfterSeconds));
    if (outcome.sessionToken) {
      // A new sign-in always gets a new token; the browser's previous session (if any) ends.
      await this.auth.logout(sessionTokenFrom(request.headers.cookie));
      reply.header('set-cookie', sessionCookie(outcome.sessionToken, this.secure(request)));
    }
    return outcome.body;
  }

  private address(request: FastifyRequest): string {
    return clientAddress(request, this.options.trustProxy);
  }

  private secure(request: FastifyRequest): boolean {
    return isSecureRequest(request.headers, request.protocol === 'https', this.options.cookieSecure);
  }
}
