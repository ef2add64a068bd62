import { PermittedContent } from '../../common/components/PermittedContent';
import { TRAINING_UI_TEXTS } from '../../texts';
import { CreateBatchForm } from '../components/CreateBatchForm';
import { TrainingPage } from '../components/TrainingPage';

/** /training-batches/create: a coach (or anyone allowed to create training) sets up a batch they coach. */
export function CreateBatchPage() {
  return (
    <TrainingPage title={TRAINING_UI_TEXTS.createTitle} subtitle={TRAINING_UI_TEXTS.createSubtitle}>
      <PermittedContent module="training" action="create">
        <CreateBatchForm />
      </PermittedContent>
    </TrainingPage>
  );
}
