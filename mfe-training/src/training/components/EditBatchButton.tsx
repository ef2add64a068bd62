import type { TrainingBatchDetail } from '@cricket/contracts';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { UI_TEXTS } from '../../texts';
import { useUpdateBatch } from '../hooks/useTrainingMutations';
import { BatchForm } from './BatchForm';

/** Edit, opening the batch's form in a dialog. */
export function EditBatchButton({ batch }: { batch: TrainingBatchDetail }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateBatch();
  return (
    <>
      <Button onClick={() => setOpen(true)}>{UI_TEXTS.edit}</Button>
      <Modal open={open} title={UI_TEXTS.edit} footer={null} width={760} onCancel={() => setOpen(false)} destroyOnHidden>
        <BatchForm
          batch={batch}
          submitting={update.isPending}
          submitLabel={UI_TEXTS.save}
          onCancel={() => setOpen(false)}
          onSubmit={(payload) => update.mutate({ id: batch.id, payload }, { onSuccess: () => setOpen(false) })}
        />
      </Modal>
    </>
  );
}
