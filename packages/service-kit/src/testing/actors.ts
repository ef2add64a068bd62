import { defaultModulePermissions, type AuthContext, type ModulePermission, type WorkspaceRole } from '@cricket/contracts';
import { authHeader } from './index';

/** A signed-in caller as the gateway would describe it: the context, its parts and the header carrying it. */
export interface Actor {
  context: AuthContext;
  headers: Record<string, string>;
  id: number;
  workspaceId: number;
  user: NonNullable<AuthContext['user']>;
  workspace: NonNullable<AuthContext['workspace']>;
}

// Ids unique per test file: a service trusts the gateway's context, so identity is not needed.
const base = 1000 + Math.floor(Math.random() * 1_000_000) * 100;
let sequence = 0;

export function newWorkspaceId(): number {
  return base + ++sequence;
}

/**
 * A signed-in user whose current workspace is `workspaceId` (a new one unless named) with `role`
 * and that role's default rows; `user` puts an existing person in that workspace.
 */
export function actor(
  options: {
    workspaceId?: number;
    workspaceName?: string;
    role?: WorkspaceRole;
    globalRole?: string;
    permissions?: ModulePermission[];
    name?: string;
    user?: Actor['user'];
  } = {},
): Actor {
  const id = options.user?.id ?? base + ++sequence;
  const workspaceId = options.workspaceId ?? newWorkspaceId();
  const role = options.role ?? 'admin';
  const user = options.user ?? {
    id,
    username: `player_${id}`,
    name: options.name ?? `Player ${id}`,
    email: `player_${id}@example.com`,
    role: options.globalRole ?? 'player',
  };
  const workspace = { id: workspaceId, name: options.workspaceName ?? `Club ${workspaceId}`, role };
  const context: AuthContext = { user, workspace, permissions: options.permissions ?? defaultModulePermissions(role) };
  return { context, headers: authHeader(context), id, workspaceId, user, workspace };
}

/** Another member of the same workspace. */
export function colleague(of: Actor, role: WorkspaceRole, globalRole = 'player'): Actor {
  return actor({ workspaceId: of.workspaceId, workspaceName: of.workspace.name, role, globalRole });
}
