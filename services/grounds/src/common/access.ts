import { canManageGrounds, type AuthContext } from '@cricket/contracts';

/** Edit rights (booking §6) over a workspace's grounds and bookings: only from inside that workspace. */
export function managesWorkspace(auth: AuthContext, workspaceId: number): boolean {
  if (auth.workspace?.id !== workspaceId) return false;
  return canManageGrounds({
    role: auth.user?.role,
    workspaceId: auth.workspace.id,
    workspaceRole: auth.workspace.role,
    permissions: auth.permissions,
  });
}
