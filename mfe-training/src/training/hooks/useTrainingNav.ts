import { accountMenuVisibility } from '@cricket/contracts';
import { useAuth, usePermissions, useWorkspace } from '@cricket/shell-sdk';
import type { AreaLink } from '../../common/components/PageLayout';
import { TRAINING_ADMIN_NAV, TRAINING_NAV } from '../../texts';

/**
 * The training area's links. A coach's pages (their batches, the requests to decide) only for a
 * coach (core §6, as the account menu offers Coach Enrollments) or whoever may create batches; the
 * workspace overviews only for workspace admins.
 */
export function useTrainingNav(): AreaLink[] {
  const { user } = useAuth();
  const { current } = useWorkspace();
  const { can } = usePermissions();
  const coaches = accountMenuVisibility(user?.role, current?.role).coachEnrollments || can('training', 'create');
  const links: AreaLink[] = TRAINING_NAV.filter((link) => !('coaching' in link) || coaches).map(({ path, label }) => ({ path, label }));
  return current?.role === 'admin' ? [...links, ...TRAINING_ADMIN_NAV] : links;
}
