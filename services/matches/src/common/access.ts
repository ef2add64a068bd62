import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { AUTH_MESSAGES, type AuthContext } from '@cricket/contracts';
import type { SignedInContext } from '@cricket/service-kit';

/** The current workspace's id; endpoints that change data pass @RequirePermission, which needs one. */
export function workspaceIdOf(auth: AuthContext): number {
  if (!auth.workspace) throw new ForbiddenException(AUTH_MESSAGES.forbidden);
  return auth.workspace.id;
}

/** Published resources (matches, tournaments) are read by all but changed only by their workspace: 403. */
export function assertOwnWorkspace(auth: AuthContext, resource: { workspaceId: number }): void {
  if (auth.workspace?.id !== resource.workspaceId) throw new ForbiddenException(AUTH_MESSAGES.forbidden);
}

/** Found, or 404 with the resource's own message. */
export function found<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new NotFoundException(message);
  return value;
}

export function actorOf(auth: SignedInContext) {
  return { workspaceId: auth.workspace?.id ?? null, actorId: auth.user.id };
}
