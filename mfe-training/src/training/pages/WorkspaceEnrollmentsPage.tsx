import { ENROLLMENT_UI_TEXTS } from '../../texts';
import { DecidableEnrollments } from '../components/DecidableEnrollments';
import { TrainingPage } from '../components/TrainingPage';

/** /workspace-enrollments: every enrollment of the workspace for its admins. */
export function WorkspaceEnrollmentsPage() {
  return (
    <TrainingPage title={ENROLLMENT_UI_TEXTS.workspaceTitle} subtitle={ENROLLMENT_UI_TEXTS.workspaceSubtitle}>
      <DecidableEnrollments scope="workspace" initialFilter="all" />
    </TrainingPage>
  );
}
