/** Modules a permission row can name (core §3). */
export const MODULES = [
  'grounds',
  'bookings',
  'teams',
  'tournaments',
  'matches',
  'players',
  'trainings',
  'training',
  'billing',
  'reports',
  'users',
  'expenses',
  'attendance',
  'attendance_management',
  'resources',
  'subscription',
  'subscriptions',
  'revenue',
  'settings',
  'catalog',
  'hunting',
] as const;
export type Module = (typeof MODULES)[number];

export const ACTIONS = ['view', 'read', 'list', 'create', 'edit', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

export function isModule(value: unknown): value is Module {
  return typeof value === 'string' && (MODULES as readonly string[]).includes(value);
}

export interface ModulePermission {
  module: Module;
  canView: boolean;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

export type PermissionFlags = Omit<ModulePermission, 'module'>;
