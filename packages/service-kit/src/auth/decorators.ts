import { applyDecorators, createParamDecorator, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { PUBLIC_OPERATION_EXTENSION, type Action, type AuthContext, type Module } from '@cricket/contracts';

export const PUBLIC_KEY = 'cricket:public';
export const UNGUARDED_KEY = 'cricket:unguarded';
export const PERMISSION_KEY = 'cricket:permission';

/**
 * Reachable without a signed-in user (still only through the gateway). The one mark of it: the
 * guard reads it, and the OpenAPI document carries it, so the merged document says which
 * operations a stranger may call.
 */
export const Public = () => applyDecorators(SetMetadata(PUBLIC_KEY, true), ApiExtension(PUBLIC_OPERATION_EXTENSION, true));

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
