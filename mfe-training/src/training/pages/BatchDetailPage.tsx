import { LinkButton } from '../../common/components/LinkButton';
import { RouteRecordView } from '../../common/components/RouteRecordView';
import { TRAINING_UI_TEXTS } from '../../texts';
import { BatchView } from '../components/BatchView';
import { TrainingPage } from '../components/TrainingPage';
import { useBatch } from '../hooks/useTrainingQueries';

/** /training-batches/{id}: details, roster, pending requests (for its coach) and attendance history. */
export function BatchDetailPage() {
  return (
    <TrainingPage title={TRAINING_UI_TEXTS.browseTitle} extra={<LinkButton to="/training-batches" label={TRAINING_UI_TEXTS.backToBatches} />}>
      <RouteRecordView useRecord={useBatch} notFound={TRAINING_UI_TEXTS.batchNotFound}>
        {(batch) => <BatchView batch={batch} />}
      </RouteRecordView>
    </TrainingPage>
  );
}
