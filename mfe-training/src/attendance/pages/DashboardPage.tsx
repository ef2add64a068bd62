import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { AttendanceDashboard } from '../components/AttendanceDashboard';
import { AttendancePage } from '../components/AttendancePage';

/** /dashboard: attendance rate per member and per list, and over time. */
export function DashboardPage() {
  return (
    <AttendancePage title={ATTENDANCE_UI_TEXTS.dashboardTitle} subtitle={ATTENDANCE_UI_TEXTS.dashboardSubtitle}>
      <AttendanceDashboard />
    </AttendancePage>
  );
}
