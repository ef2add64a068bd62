import { PermittedContent } from '../../common/components/PermittedContent';
import { ATTENDANCE_UI_TEXTS } from '../../texts';
import { AttendancePage } from '../components/AttendancePage';
import { NewSessionForm } from '../components/NewSessionForm';

/** /new-session: a session of a list; it opens at once with its QR code. */
export function NewSessionPage() {
  return (
    <AttendancePage title={ATTENDANCE_UI_TEXTS.newSession}>
      <PermittedContent module="attendance" action="create">
        <NewSessionForm />
      </PermittedContent>
    </AttendancePage>
  );
}
