import { defaultModulePermissions, type AuthContext, type ModulePermission, type WorkspaceRole } from '@cricket/contracts';
import { authHeader } from './index';

/** A signed-in caller as the gateway would describe it: the context and the header carrying it. */
export interface Actor {
  context: AuthContext;
  headers: Record<string, string>;
  id: number;
  workspaceId: number;
}

// Ids unique per test file: a service trusts the gateway's context, so identity is not needed.
const base = 1000 + Math.floor(Math.random() * 1_000_000) * 100;
let sequence = 0;

export function newWorkspaceId(): number {
  return base + ++sequence;
}

/** A signed-in user whose current workspace is `workspaceId` with `role` and that role's default rows. */
export function actor(
  options: { workspaceId?: number; role?: WorkspaceRole; globalRole?: string; permissions?: ModulePermission[]; name?: string } = {},
): Actor {
  const id = base + ++sequence;
  const workspaceId = options.workspaceId ?? newWorkspaceId();
  const role = options.role ?? 'admin';
  const context: AuthContext = {
    user: { id, username: `player_${id}`, name: options.name ?? `Player ${id}`, email: `player_${id}@example.com`, role: options.globalRole ?? 'player' },
    workspace: { id: workspaceId, name: `Club ${workspaceId}`, role },
    permissions: options.permissions ?? defaultModulePermissions(role),
  };
  return { context, headers: authHeader(context), id, workspaceId };
}
