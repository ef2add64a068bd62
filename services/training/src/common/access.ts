import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { AUTH_MESSAGES, effectiveWorkspaceRole, holdsFullSettings, type AuthContext } from '@cricket/contracts';
import type { SignedInContext } from '@cricket/service-kit';

/** The current workspace's id; every training and attendance resource lives in one. */
export function workspaceIdOf(auth: AuthContext): number {
  if (!auth.workspace) throw new ForbiddenException(AUTH_MESSAGES.forbidden);
  return auth.workspace.id;
}

/** Global admin, workspace admin, or holder of the full settings row (core §6 steps 2, 3, 5). */
export function isWorkspaceAdmin(auth: AuthContext): boolean {
  if (auth.user?.role === 'admin') return true;
  if (!auth.workspace) return false;
  return effectiveWorkspaceRole(auth.workspace.role) === 'admin' || holdsFullSettings(auth.permissions);
}

/** Found, or 404 with the resource's own message (another workspace's resource is not found either). */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new NotFoundException(message);
  return value;
}

export function actorOf(auth: SignedInContext) {
  return { workspaceId: auth.workspace?.id ?? null, actorId: auth.user.id };
}
