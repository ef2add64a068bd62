import type { TrainingBatchResponse } from '@cricket/contracts';
import { Button, Tag } from 'antd';
import { TRAINING_UI_TEXTS } from '../../texts';
import { useRequestEnrollment } from '../hooks/useTrainingMutations';

/** Request to Enroll, or where the person's request stands. */
export function EnrollButton({ batch }: { batch: TrainingBatchResponse }) {
  const request = useRequestEnrollment();
  const mine = batch.myEnrollment?.status;
  if (mine === 'approved') return <Tag color="green">{TRAINING_UI_TEXTS.enrolled}</Tag>;
  if (mine === 'pending') return <Tag color="gold">{TRAINING_UI_TEXTS.requested}</Tag>;
  return (
    <Button
      type="primary"
      disabled={batch.status !== 'open'}
      loading={request.isPending}
      onClick={() => request.mutate({ batchId: batch.id })}
    >
      {TRAINING_UI_TEXTS.requestToEnroll}
    </Button>
  );
}
