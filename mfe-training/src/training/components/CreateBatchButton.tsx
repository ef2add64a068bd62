import { PermissionGuard } from '@cricket/shell-sdk';
import { Button } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';
import { TRAINING_UI_TEXTS } from '../../texts';

/** Offered only where the service would let the member create a batch. */
export function CreateBatchButton() {
  const navigate = useNavigate();
  return (
    <PermissionGuard module="training" action="create" mode="hide">
      <Button type="primary" onClick={() => navigate('/training-batches/create')}>
        {TRAINING_UI_TEXTS.createBatch}
      </Button>
    </PermissionGuard>
  );
}
