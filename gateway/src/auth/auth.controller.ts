import { Body, Controller, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@cricket/contracts';
import { GATEWAY_OPTIONS, type ResolvedGatewayOptions } from '../gateway-options';
import { clientAddress } from '../security/client-address';
import { CsrfGuard } from '../security/csrf.guard';
import { clearedSessionCookie, isSecureRequest, sessionCookie, sessionTokenFrom } from '../sessions/session-cookie';
import { ErrorDto, LoginDto, MessageDto, RegisterDto, UserDto } from './dto/auth.dto';
import { AuthService, type AuthOutcome } from './auth.service';

export const AUTH_TAG = 'Sign-in and sessions';

/** Both path variants of core §7 'Authentication'. */
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
  @ApiBody({ type: LoginDto })
  @ApiResponse({ status: 200, type: UserDto, description: 'Signed in; sets the session cookie' })
  @ApiResponse({ status: 401, type: ErrorDto, description: AUTH_MESSAGES.invalidCredentials })
  @ApiResponse({ status: 429, type: ErrorDto, description: AUTH_MESSAGES.tooManyAttempts })
  async login(@Body() body: Record<string, unknown>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const outcome = await this.auth.login(body ?? {}, clientAddress(request, this.options.trustProxy), request.id);
    return this.answer(outcome, request, reply);
  }

  @Post(['api/register', 'api/auth/register'])
  @HttpCode(201)
  @ApiBody({ type: RegisterDto })
  @ApiResponse({ status: 201, type: UserDto, description: 'Account and default workspace created; sets the session cookie' })
  @ApiResponse({ status: 400, type: ErrorDto })
  async register(@Body() body: Record<string, unknown>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const outcome = await this.auth.register(body ?? {}, request.id);
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
    if (outcome.sessionToken) {
      // A new sign-in always gets a new token; the browser's previous session (if any) ends.
      await this.auth.logout(sessionTokenFrom(request.headers.cookie));
      reply.header('set-cookie', sessionCookie(outcome.sessionToken, this.secure(request)));
    }
    return outcome.body;
  }

  private secure(request: FastifyRequest): boolean {
    return isSecureRequest(request.headers, request.protocol === 'https', this.options.cookieSecure);
  }
}
