import { applyDecorators, createParamDecorator, SetMetadata, UseGuards, type ExecutionContext } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { WORKSPACE_ACCESS_KEY, WorkspaceAccessGuard, type GrantedRequest, type WorkspaceAccessRequirement } from './workspace-access.guard';
import type { WorkspaceAccess, WorkspaceAccessLevel } from './workspace-access.service';

/**
 * What the endpoint requires of the caller in the workspace whose id is in path parameter
 * `param` (which need not be the current workspace): decided from the database before any
 * pipe runs; 400 for a malformed id, 404 when not seen, 403 when seen but not enough.
 */
export const RequireWorkspaceAccess = (level: WorkspaceAccessLevel, param: string) =>
  applyDecorators(
    SetMetadata(WORKSPACE_ACCESS_KEY, { level, param } satisfies WorkspaceAccessRequirement),
    UseGuards(WorkspaceAccessGuard),
    // The handler takes the granted access, not the raw id, so the path parameter is documented here.
    ApiParam({ name: param, type: Number }),
  );

/** The access @RequireWorkspaceAccess granted, for the handler of that endpoint. */
export const GrantedAccess = createParamDecorator((_data: unknown, ctx: ExecutionContext): WorkspaceAccess => {
  const access = ctx.switchToHttp().getRequest<GrantedRequest>().workspaceAccess;
  if (!access) throw new Error('@GrantedAccess() needs @RequireWorkspaceAccess on its endpoint');
  return access;
});
