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

/**
 * Core §3 names two modules twice ('trainings' and 'training', 'subscription' and
 * 'subscriptions'); each pair is one module, read and written under the name the services check.
 */
const MODULE_ALIASES: Partial<Record<Module, Module>> = { trainings: 'training', subscription: 'subscriptions' };

export function canonicalModule(module: Module): Module {
  return MODULE_ALIASES[module] ?? module;
}

/** One entry per module, as a permission editor lists them. */
export const DISTINCT_MODULES: readonly Module[] = MODULES.filter((module) => canonicalModule(module) === module);

/** The names stored for a module: its own and its aliases', so a row read under either agrees. */
export function storedNamesOf(module: Module): Module[] {
  return MODULES.filter((name) => canonicalModule(name) === canonicalModule(module));
}

