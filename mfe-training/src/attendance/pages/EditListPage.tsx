import { PermittedContent } from '../../common/components/PermittedContent';
import { RouteRecordView } from '../../common/components/RouteRecordView';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { AttendancePage } from '../components/AttendancePage';
import { EditListForm } from '../components/EditListForm';
import { useList } from '../hooks/useAttendanceQueries';

/** /edit-list/{id}: rename the list and change who is on it. */
export function EditListPage() {
  return (
    <AttendancePage title={ATTENDANCE_UI_TEXTS.editList}>
      <PermittedContent module="attendance" action="edit">
        <RouteRecordView useRecord={useList} notFound={ATTENDANCE_UI_TEXTS.listNotFound}>
          {(list) => <EditListForm list={list} />}
        </RouteRecordView>
      </PermittedContent>
    </AttendancePage>
  );
}
