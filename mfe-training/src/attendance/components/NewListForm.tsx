import { Card } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { useCreateList } from '../hooks/useAttendanceMutations';
import { ListForm } from './ListForm';

/** Creates a list and opens it. */
export function NewListForm() {
  const navigate = useNavigate();
  const create = useCreateList();
  return (
    <Card>
      <ListForm
        submitting={create.isPending}
        submitLabel={ATTENDANCE_UI_TEXTS.createList}
        onCancel={() => navigate('/lists')}
        onSubmit={(payload) => create.mutate(payload, { onSuccess: (list) => navigate(`/lists/${list.id}`) })}
      />
    </Card>
  );
}
