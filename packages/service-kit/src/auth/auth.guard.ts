import { ForbiddenException, Injectable, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { AUTH_MESSAGES, type AuthContext } from '@cricket/contracts';
import { allows } from './access';
import { PERMISSION_KEY, PUBLIC_KEY, UNGUARDED_KEY, type RequiredPermission } from './decorators';
import { INTERNAL_STRATEGY } from './internal-token.strategy';

/**
 * Global guard: every request carries the gateway's token; endpoints need a signed-in
 * user unless @Public, and pass the permission decision when @RequirePermission.
 */
@Injectable()
export class InternalAuthGuard extends AuthGuard(INTERNAL_STRATEGY) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(UNGUARDED_KEY, targets)) return true;
    await super.canActivate(context);
    const auth = context.switchToHttp().getRequest<{ user: AuthContext }>().user;
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    if (!auth.user) throw new UnauthorizedException(AUTH_MESSAGES.notAuthenticated);
    const required = this.reflector.getAllAndOverride<RequiredPermission | undefined>(PERMISSION_KEY, targets);
    if (required && !allows(auth, required.module, required.action)) throw new ForbiddenException(AUTH_MESSAGES.forbidden);
    return true;
  }

  override handleRequest<T>(error: unknown, context: T): T {
    if (error || !context) throw new UnauthorizedException(AUTH_MESSAGES.notAuthenticated);
    return context;
  }
}
