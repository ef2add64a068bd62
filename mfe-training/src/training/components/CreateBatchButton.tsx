import { PermissionGuard } from '@cricket/shell-sdk';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { TRAINING_UI_TEXTS } from '../../texts';

export function CreateBatchButton() {
  const navigate = useNavigate();
  return (
    <PermissionGuard module="training" action="create" mode="disable" showTooltip>
      <Button type="primary" onClick={() => navigate('/training-batches/create')}>
        {TRAINING_UI_TEXTS.createBatch}
      </Button>
    </PermissionGuard>
  );
}
