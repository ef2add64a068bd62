import { TRAINING_UI_TEXTS } from '../../texts';
import { CreateBatchButton } from '../components/CreateBatchButton';
import { MyBatchGrid } from '../components/MyBatchGrid';
import { TrainingPage } from '../components/TrainingPage';

/** /training-batches/mine: the batches the signed-in coach runs, with their pending requests. */
export function MyBatchesPage() {
  return (
    <TrainingPage title={TRAINING_UI_TEXTS.mineTitle} subtitle={TRAINING_UI_TEXTS.mineSubtitle} extra={<CreateBatchButton />}>
      <MyBatchGrid />
    </TrainingPage>
  );
}
