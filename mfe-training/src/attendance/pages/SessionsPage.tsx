import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { AttendancePage } from '../components/AttendancePage';
import { FilteredSessions } from '../components/FilteredSessions';
import { NewSessionButton } from '../components/NewSessionButton';

/** /sessions: every session of the workspace, newest first. */
export function SessionsPage() {
  return (
    <AttendancePage title={ATTENDANCE_UI_TEXTS.sessionsTitle} subtitle={ATTENDANCE_UI_TEXTS.sessionsSubtitle} extra={<NewSessionButton />}>
      <FilteredSessions />
    </AttendancePage>
  );
}
