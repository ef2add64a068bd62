import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { AttendancePage } from '../components/AttendancePage';
import { ListsTable } from '../components/ListsTable';
import { NewListButton } from '../components/NewListButton';

/** /lists: the workspace's attendance lists. */
export function ListsPage() {
  return (
    <AttendancePage title={ATTENDANCE_UI_TEXTS.listsTitle} subtitle={ATTENDANCE_UI_TEXTS.listsSubtitle} extra={<NewListButton primary />}>
      <ListsTable />
    </AttendancePage>
  );
}
