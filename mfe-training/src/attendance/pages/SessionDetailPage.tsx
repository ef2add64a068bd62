import { LinkButton } from '../../common/components/LinkButton';
import { RouteRecordView } from '../../common/components/RouteRecordView';
import { ATTENDANCE_UI_TEXTS, UI_TEXTS } from '../../texts';
import { AttendancePage } from '../components/AttendancePage';
import { SessionView } from '../components/SessionView';
import { useLiveSession } from '../hooks/useAttendanceQueries';

/** /sessions/{id} and /view-session/{id}: a session's marks and, while open, its QR code and its check-ins as they come. */
export function SessionDetailPage() {
  return (
    <AttendancePage title={ATTENDANCE_UI_TEXTS.sessionsTitle} extra={<LinkButton to="/sessions" label={UI_TEXTS.back} />}>
      <RouteRecordView useRecord={useLiveSession} notFound={ATTENDANCE_UI_TEXTS.sessionNotFound}>
        {(session) => <SessionView session={session} />}
      </RouteRecordView>
    </AttendancePage>
  );
}
