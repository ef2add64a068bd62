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

/**
 * The one 404-or-403 decision for a row others may see (a published match, ground or product, a
 * booking's customer): absent, or hidden from this caller by `visible`, is the resource's 404;
 * visible but another workspace's when the caller would `change` it is 403, with the resource's
 * own message where the spec gives one.
 */
export function requireAccess<T extends { workspaceId: number }>(
  auth: AuthContext,
  row: T | null | undefined,
  rule: { notFound: string; visible?: (row: T) => boolean; change?: boolean; otherWorkspace?: string },
): T {
  if (row === null || row === undefined || (rule.visible && !rule.visible(row))) throw new NotFoundException(rule.notFound);
  if (rule.change && auth.workspace?.id !== row.workspaceId) throw new ForbiddenException(rule.otherWorkspace ?? AUTH_MESSAGES.forbidden);
  return row;
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
