import { PermittedContent } from '../../common/components/PermittedContent';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { AttendancePage } from '../components/AttendancePage';
import { NewListForm } from '../components/NewListForm';

/** /new-list (also reached from /add-list-direct, /new-list-old and /test-create). */
export function NewListPage() {
  return (
    <AttendancePage title={ATTENDANCE_UI_TEXTS.newList}>
      <PermittedContent module="attendance" action="create">
        <NewListForm />
      </PermittedContent>
    </AttendancePage>
  );
}
