import { ForbiddenException, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@cricket/contracts';
import { GATEWAY_OPTIONS, type ResolvedGatewayOptions } from '../gateway-options';
import { violatesCsrf } from './csrf';

/** The CSRF rule for the gateway's own endpoints (sign-in, registration, sign-out). */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(@Inject(GATEWAY_OPTIONS) private readonly options: ResolvedGatewayOptions) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (violatesCsrf(request.method, request.headers, this.options.allowedOrigins)) throw new ForbiddenException(AUTH_MESSAGES.csrf);
    return true;
  }
}
