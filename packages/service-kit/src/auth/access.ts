import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { AUTH_MESSAGES, decidePermission, isWorkspaceAdmin as isAdminSubject, type Action, type AuthContext, type Module, type PermissionSubject } from '@cricket/contracts';
import type { SignedInContext } from './decorators';

/**
 * The one access layer of every service: the current workspace, the permission decision of
 * core §6 for it, and the 404 of a resource that is missing or another workspace's.
 */
export function permissionSubject(auth: AuthContext): PermissionSubject {
  return { role: auth.user?.role, workspaceId: auth.workspace?.id ?? null, workspaceRole: auth.workspace?.role, permissions: auth.permissions };
}

/** The current workspace's id; a caller with none may do nothing that belongs to one (403). */
export function workspaceIdOf(auth: AuthContext): number {
  if (!auth.workspace) throw new ForbiddenException(AUTH_MESSAGES.forbidden);
  return auth.workspace.id;
}

/** The permission decision of core §6 in the current workspace. */
export function allows(auth: AuthContext, module: Module, action: Action): boolean {
  return decidePermission(permissionSubject(auth), module, action);
}

/** Rights over a workspace's records come only from inside that workspace. */
export function allowsIn(auth: AuthContext, workspaceId: number, module: Module, action: Action): boolean {
  return auth.workspace?.id === workspaceId && allows(auth, module, action);
}

/** An admin of the workspace (the current one unless named): contracts `isWorkspaceAdmin`, only from inside it. */
export function isWorkspaceAdmin(auth: AuthContext, workspaceId: number | undefined = auth.workspace?.id): boolean {
  return workspaceId !== undefined && auth.workspace?.id === workspaceId && isAdminSubject(permissionSubject(auth));
}

/** Published resources (matches, tournaments) are read by all but changed only by their workspace: 403. */
export function assertOwnWorkspace(auth: AuthContext, resource: { workspaceId: number }): void {
  if (auth.workspace?.id !== resource.workspaceId) throw new ForbiddenException(AUTH_MESSAGES.forbidden);
}

/** Found, or 404 with the resource's own message (another workspace's resource is not found either). */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new NotFoundException(message);
  return value;
}

/** Who did it and where, as events record it. */
export function actorOf(auth: SignedInContext) {
  return { workspaceId: auth.workspace?.id ?? null, actorId: auth.user.id };
}
