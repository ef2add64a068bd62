import { deleteGroundConfirmation, type GroundResponse } from '@cricket/contracts';
import { Modal } from 'antd';
import { GROUND_UI_TEXTS } from '../../texts';
import { useDeleteGround } from '../hooks/useGroundMutations';

/** Delete Ground confirmation of booking §2. */
export function DeleteGroundDialog({ ground, onClose }: { ground: GroundResponse | null; onClose: () => void }) {
  const remove = useDeleteGround();
  return (
    <Modal
      open={ground !== null}
      title={GROUND_UI_TEXTS.deleteGround}
      okText={GROUND_UI_TEXTS.delete}
      okButtonProps={{ danger: true }}
      confirmLoading={remove.isPending}
      onOk={() => ground && remove.mutate(ground.id, { onSuccess: onClose })}
      onCancel={onClose}
    >
      {ground && deleteGroundConfirmation(ground.name)}
    </Modal>
  );
}
