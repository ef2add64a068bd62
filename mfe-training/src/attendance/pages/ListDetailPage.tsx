import { LinkButton } from '../../common/components/LinkButton';
import { RouteRecordView } from '../../common/components/RouteRecordView';
import { ATTENDANCE_UI_TEXTS, UI_TEXTS } from '../../texts';
import { AttendancePage } from '../components/AttendancePage';
import { ListView } from '../components/ListView';
import { useList } from '../hooks/useAttendanceQueries';

/** /lists/{id} and /view-list/{id} (and /direct-list/{id}): a list's people and sessions. */
export function ListDetailPage() {
  return (
    <AttendancePage title={ATTENDANCE_UI_TEXTS.listsTitle} extra={<LinkButton to="/lists" label={UI_TEXTS.back} />}>
      <RouteRecordView useRecord={useList} notFound={ATTENDANCE_UI_TEXTS.listNotFound}>
        {(list) => <ListView list={list} />}
      </RouteRecordView>
    </AttendancePage>
  );
}
