import { PermittedContent } from '../../common/components/PermittedContent';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { AttendancePage } from '../components/AttendancePage';
import { MarkAttendance } from '../components/MarkAttendance';

/** /mark-attendance: the coach marks present, absent, late or excused, one by one or for everyone at once. */
export function MarkAttendancePage() {
  return (
    <AttendancePage title={ATTENDANCE_UI_TEXTS.markTitle} subtitle={ATTENDANCE_UI_TEXTS.markSubtitle}>
      <PermittedContent module="attendance" action="edit">
        <MarkAttendance />
      </PermittedContent>
    </AttendancePage>
  );
}
