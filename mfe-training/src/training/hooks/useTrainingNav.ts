import { useWorkspace } from '@cricket/shell-sdk';
import type { AreaLink } from '../../common/components/PageLayout';
import { TRAINING_ADMIN_NAV, TRAINING_NAV } from '../../texts';

/** The training area's links; the workspace overviews only for workspace admins. */
export function useTrainingNav(): AreaLink[] {
  const { current } = useWorkspace();
  return current?.role === 'admin' ? [...TRAINING_NAV, ...TRAINING_ADMIN_NAV] : [...TRAINING_NAV];
}
