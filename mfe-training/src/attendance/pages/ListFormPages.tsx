import { PERMISSION_DENIED_TOOLTIP } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Alert, Card, Empty, Flex } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { QueryView } from '../../common/QueryView';
import { ATTENDANCE_UI_TEXTS, UI_TEXTS } from '../../texts';
import { AttendancePage } from '../components/AttendancePage';
import { ListForm } from '../components/ListForm';
import { MembersEditor } from '../components/MembersEditor';
import { useCreateList, useUpdateList } from '../hooks/useAttendanceMutations';
import { useList } from '../hooks/useAttendanceQueries';

const denied = <Alert type="warning" showIcon title={PERMISSION_DENIED_TOOLTIP} />;

function NewListForm() {
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

/** /new-list (also reached from /add-list-direct, /new-list-old and /test-create). */
export function NewListPage() {
  return (
    <AttendancePage title={ATTENDANCE_UI_TEXTS.newList}>
      <PermissionGuard module="attendance" action="create" fallback={denied}>
        <NewListForm />
      </PermissionGuard>
    </AttendancePage>
  );
}

function EditListForm({ id }: { id: number }) {
  const navigate = useNavigate();
  const query = useList(id);
  const update = useUpdateList();
  return (
    <QueryView query={query}>
      {(list) => (
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
      )}
    </QueryView>
  );
}

/** /edit-list/{id}: rename the list and change who is on it. */
export function EditListPage() {
  const id = Number(useParams().id);
  return (
    <AttendancePage title={ATTENDANCE_UI_TEXTS.editList}>
      <PermissionGuard module="attendance" action="edit" fallback={denied}>
        {Number.isInteger(id) && id > 0 ? <EditListForm id={id} /> : <Empty description={ATTENDANCE_UI_TEXTS.listNotFound} />}
      </PermissionGuard>
    </AttendancePage>
  );
}
