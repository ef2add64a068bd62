import { TRAINING_UI_TEXTS } from '../../texts';
import { BrowseBatchGrid } from '../components/BrowseBatchGrid';
import { CreateBatchButton } from '../components/CreateBatchButton';
import { TrainingPage } from '../components/TrainingPage';

/** /training-batches: every batch of the workspace, filtered, with Request to Enroll. */
export function BrowseBatchesPage() {
  return (
    <TrainingPage title={TRAINING_UI_TEXTS.browseTitle} subtitle={TRAINING_UI_TEXTS.browseSubtitle} extra={<CreateBatchButton />}>
      <BrowseBatchGrid />
    </TrainingPage>
  );
}
