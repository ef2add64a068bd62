import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { AttendanceOverview } from '../components/AttendanceOverview';
import { AttendancePage } from '../components/AttendancePage';
import { NewListButton } from '../components/NewListButton';
import { NewSessionButton } from '../components/NewSessionButton';

/** /attendance: lists, sessions and the sessions open for check-in right now. */
export function AttendanceOverviewPage() {
  return (
    <AttendancePage
      title={ATTENDANCE_UI_TEXTS.overviewTitle}
      subtitle={ATTENDANCE_UI_TEXTS.overviewSubtitle}
      extra={
        <>
          <NewListButton />
          <NewSessionButton />
        </>
      }
    >
      <AttendanceOverview />
    </AttendancePage>
  );
}
