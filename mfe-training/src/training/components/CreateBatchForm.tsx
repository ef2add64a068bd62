import { Card } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';
import { TRAINING_UI_TEXTS } from '../../texts';
import { useCreateBatch } from '../hooks/useTrainingMutations';
import { BatchForm } from './BatchForm';

/** Creates a batch and opens it. */
export function CreateBatchForm() {
  const navigate = useNavigate();
  const create = useCreateBatch();
  return (
    <Card>
      <BatchForm
        submitting={create.isPending}
        submitLabel={TRAINING_UI_TEXTS.createBatch}
        onCancel={() => navigate('/training-batches/mine')}
        onSubmit={(payload) => create.mutate(payload, { onSuccess: (batch) => navigate(`/training-batches/${batch.id}`) })}
      />
    </Card>
  );
}
