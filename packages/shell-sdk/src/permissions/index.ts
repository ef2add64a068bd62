export { useCan, usePermissions, type PermissionsState } from './usePermissions';
export { PermissionGuard, type PermissionGuardProps } from './PermissionGuard';
