import { useAuth, useWorkspace } from '@cricket/shell-sdk';

/** A platform admin, or an admin of the current workspace: who may see an order's raw record. */
export function useIsAdmin(): boolean {
  const { user } = useAuth();
  const { current } = useWorkspace();
  return user?.role === 'admin' || current?.role === 'admin';
}
