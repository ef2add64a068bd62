import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { SignedInContext } from '@cricket/service-kit';
import { WorkspaceIdPipe } from '../common/id.pipes';
import { WorkspaceAccessService, type WorkspaceAccess, type WorkspaceAccessLevel } from './workspace-access.service';

export const WORKSPACE_ACCESS_KEY = 'identity:workspace-access';

export interface WorkspaceAccessRequirement {
  level: WorkspaceAccessLevel;
  /** The path parameter that holds the workspace's id. */
  param: string;
}

/** The request as this guard leaves it: the access it granted rides along to the handler. */
export interface GrantedRequest {
  user: SignedInContext;
  params: Record<string, string | undefined>;
  workspaceAccess?: WorkspaceAccess;
}

/**
 * Enforces an endpoint's @RequireWorkspaceAccess. It runs after the global auth guard (so the
 * caller is signed in) and before the pipes, so it reads the id itself, strictly as the pipe does.
 */
@Injectable()
export class WorkspaceAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: WorkspaceAccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const required = this.reflector.get<WorkspaceAccessRequirement>(WORKSPACE_ACCESS_KEY, context.getHandler());
    const request = context.switchToHttp().getRequest<GrantedRequest>();
    const workspaceId = WorkspaceIdPipe.transform(request.params[required.param]);
    request.workspaceAccess = await this.access.grant(request.user, workspaceId, required.level);
    return true;
  }
}
