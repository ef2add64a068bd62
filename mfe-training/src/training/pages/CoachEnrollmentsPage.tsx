import { ENROLLMENT_UI_TEXTS } from '../../texts';
import { DecidableEnrollments } from '../components/DecidableEnrollments';
import { TrainingPage } from '../components/TrainingPage';

/** /coach-enrollments (Coach Enrollments): requests to join the coach's batches, approved or rejected here. */
export function CoachEnrollmentsPage() {
  return (
    <TrainingPage title={ENROLLMENT_UI_TEXTS.coachTitle} subtitle={ENROLLMENT_UI_TEXTS.coachSubtitle}>
      <DecidableEnrollments scope="coach" initialFilter="pending" />
    </TrainingPage>
  );
}
