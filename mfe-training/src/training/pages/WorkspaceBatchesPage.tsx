import { TRAINING_UI_TEXTS } from '../../texts';
import { TrainingPage } from '../components/TrainingPage';
import { WorkspaceBatchOverview } from '../components/WorkspaceBatchOverview';

/** /workspace-batches: the admin overview of every batch, its seats and fees. */
export function WorkspaceBatchesPage() {
  return (
    <TrainingPage title={TRAINING_UI_TEXTS.workspaceBatchesTitle} subtitle={TRAINING_UI_TEXTS.workspaceBatchesSubtitle}>
      <WorkspaceBatchOverview />
    </TrainingPage>
  );
}
