import type { AttendanceListResponse } from '@cricket/contracts';
import { Card, Flex } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';
import { ATTENDANCE_UI_TEXTS, UI_TEXTS } from '../../texts';
import { useUpdateList } from '../hooks/useAttendanceMutations';
import { ListForm } from './ListForm';
import { MembersEditor } from './MembersEditor';

/** Renames a list and changes who is on it. */
export function EditListForm({ list }: { list: AttendanceListResponse }) {
  const navigate = useNavigate();
  const update = useUpdateList();
  const { id } = list;
  return (
    <Flex vertical gap={16}>
      <Card>
        <ListForm
          initial={list}
          submitting={update.isPending}
          submitLabel={UI_TEXTS.save}
          onCancel={() => navigate(`/lists/${id}`)}
          onSubmit={({ name, description }) => update.mutate({ id, payload: { name, description } }, { onSuccess: () => navigate(`/lists/${id}`) })}
        />
      </Card>
      <Card title={ATTENDANCE_UI_TEXTS.listMembers}>
        <MembersEditor list={list} />
      </Card>
    </Flex>
  );
}
