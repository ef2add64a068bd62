import { parseWith, PERMISSION_DENIED_TOOLTIP, trainingBatchBody } from '@cricket/contracts';
import { PermissionGuard, toastError } from '@cricket/shell-sdk';
import { Alert, Card } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '../../common/PageLayout';
import { SignedInArea } from '../../common/SignedInArea';
import { UI_TEXTS, TRAINING_UI_TEXTS } from '../../texts';
import { BatchForm } from '../components/BatchForm';
import { useCreateBatch } from '../hooks/useTrainingMutations';
import { useTrainingNav } from '../hooks/useTrainingNav';

function CreateBatchForm() {
  const navigate = useNavigate();
  const create = useCreateBatch();
  return (
    <Card>
      <BatchForm
        submitting={create.isPending}
        submitLabel={TRAINING_UI_TEXTS.createBatch}
        onCancel={() => navigate('/training-batches/mine')}
        onSubmit={(payload) => {
          const parsed = parseWith(trainingBatchBody, payload);
          if (!parsed.ok) {
            toastError(UI_TEXTS.errorTitle, parsed.message);
            return;
          }
          create.mutate(payload, { onSuccess: (batch) => navigate(`/training-batches/${batch.id}`) });
        }}
      />
    </Card>
  );
}

/** /training-batches/create: a coach (or anyone allowed to create training) sets up a batch they coach. */
export function CreateBatchPage() {
  return (
    <PageLayout title={TRAINING_UI_TEXTS.createTitle} subtitle={TRAINING_UI_TEXTS.createSubtitle} links={useTrainingNav()}>
      <SignedInArea>
        <PermissionGuard module="training" action="create" fallback={<Alert type="warning" showIcon title={PERMISSION_DENIED_TOOLTIP} />}>
          <CreateBatchForm />
        </PermissionGuard>
      </SignedInArea>
    </PageLayout>
  );
}
