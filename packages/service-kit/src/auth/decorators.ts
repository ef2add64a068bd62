import { createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import type { Action, AuthContext, Module } from '@cricket/contracts';

export const PUBLIC_KEY = 'cricket:public';
export const UNGUARDED_KEY = 'cricket:unguarded';
export const PERMISSION_KEY = 'cricket:permission';

/** Reachable without a signed-in user (still only through the gateway). */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** Reachable without the gateway's token at all: health probes only. */
export const Unguarded = () => SetMetadata(UNGUARDED_KEY, true);

export interface RequiredPermission {
  module: Module;
  action: Action;
}

/** The permission decision of core §6 for the current workspace; refused with 403. */
export const RequirePermission = (module: Module, action: Action) =>
  SetMetadata(PERMISSION_KEY, { module, action } satisfies RequiredPermission);

/** The auth context of the request, as the gateway signed it. */
export const Auth = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthContext => {
  return ctx.switchToHttp().getRequest<{ user: AuthContext }>().user;
});

/** Narrows an auth context to one with a user; guarded endpoints always have one. */
export type SignedInContext = AuthContext & { user: NonNullable<AuthContext['user']> };
