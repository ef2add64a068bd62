import { decidePermission, holdsFullSettings, type Action, type AuthContext, type Module } from '@cricket/contracts';

/** The permission decision of core §6 for the current workspace. */
export function allows(auth: AuthContext, module: Module, action: Action): boolean {
  return decidePermission(
    { role: auth.user?.role, workspaceId: auth.workspace?.id ?? null, workspaceRole: auth.workspace?.role, permissions: auth.permissions },
    module,
    action,
  );
}

/** Rights over a workspace's records come only from inside that workspace. */
export function allowsIn(auth: AuthContext, workspaceId: number, module: Module, action: Action): boolean {
  return auth.workspace?.id === workspaceId && allows(auth, module, action);
}

/** Admins of the workspace: global admins and workspace admins inside it (a full settings row counts, core §6 steps 2, 3, 5). */
export function isAdminOf(auth: AuthContext, workspaceId: number): boolean {
  if (auth.workspace?.id !== workspaceId) return false;
  return auth.user?.role === 'admin' || auth.workspace.role === 'admin' || holdsFullSettings(auth.permissions);
}

/** The current workspace; guarded endpoints only run with one (no workspace denies every action). */
export function workspaceIdOf(auth: AuthContext): number {
  return auth.workspace!.id;
}
