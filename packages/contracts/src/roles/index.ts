/** Global roles a person registers with (core §5) plus the global admin (core §6). */
export const REGISTRATION_ROLES = ['player', 'coach', 'umpire', 'team_manager', 'general'] as const;
export type RegistrationRole = (typeof REGISTRATION_ROLES)[number];

export const GLOBAL_ROLES = [...REGISTRATION_ROLES, 'admin'] as const;
export type GlobalRole = (typeof GLOBAL_ROLES)[number];

export const DEFAULT_ROLE: RegistrationRole = 'general';

/** Labels of the registration form's Role choices (core §2). */
export const ROLE_LABELS: Record<RegistrationRole, string> = {
  player: 'Player',
  coach: 'Coach',
  umpire: 'Umpire',
  team_manager: 'Team Manager',
  general: 'Fan/General User',
};

/** How a person's global role reads (the account menu, the profile); an unknown role reads as stored. */
export function globalRoleLabel(role: string): string {
  if (role === 'admin') return 'Admin';
  return isRegistrationRole(role) ? ROLE_LABELS[role] : role;
}

export const WORKSPACE_ROLES = ['admin', 'member', 'workspace_readonly'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** A member row without a role reads as read-only (core §6). */
export const DEFAULT_WORKSPACE_ROLE: WorkspaceRole = 'workspace_readonly';

export const WORKSPACE_ROLE_LABELS: Record<WorkspaceRole, string> = {
  admin: 'Admin',
  member: 'Member',
  workspace_readonly: 'Read only',
};

/** What each workspace role's default module rows let a member do (`defaultModulePermissions`). */
export const WORKSPACE_ROLE_EFFECTS: Record<WorkspaceRole, string> = {
  admin: 'manages the workspace and its members, and may view, create, edit and delete in every module',
  member: 'may view, create and edit in every module except settings and users, and delete nothing',
  workspace_readonly: 'may only view',
};

export function isWorkspaceRole(value: unknown): value is WorkspaceRole {
  return typeof value === 'string' && (WORKSPACE_ROLES as readonly string[]).includes(value);
}

export function isRegistrationRole(value: unknown): value is RegistrationRole {
  return typeof value === 'string' && (REGISTRATION_ROLES as readonly string[]).includes(value);
}
