/** Query keys are API paths (core §7), so a socket message or a mutation invalidates by path. */
export const queryKeys = {
  user: ['/api/user'] as const,
  users: ['/api/users'] as const,
  workspaces: ['/api/workspaces'] as const,
  currentWorkspace: ['/api/workspaces/current'] as const,
  myPermissions: (workspaceId: number) => [`/api/workspaces/${workspaceId}/members/me/permissions`] as const,
  members: (workspaceId: number) => [`/api/workspaces/${workspaceId}/members`] as const,
  memberPermissions: (workspaceId: number, userId: number) =>
    [`/api/workspaces/${workspaceId}/members/${userId}/permissions`] as const,
  statistics: ['/api/statistics'] as const,
};

/** True for any cached permission read, which a workspace switch must forget (core §4). */
export function isPermissionKey(queryKey: readonly unknown[]): boolean {
  return typeof queryKey[0] === 'string' && queryKey[0].endsWith('/permissions');
}
