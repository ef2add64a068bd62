import { LinkButton } from '../../common/components/LinkButton';
import { TRAINING_UI_TEXTS } from '../../texts';

/** View Details of a batch. */
export function ViewBatchButton({ batchId }: { batchId: number }) {
  return <LinkButton to={`/training-batches/${batchId}`} label={TRAINING_UI_TEXTS.viewDetails} />;
}
