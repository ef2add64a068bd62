import { ENROLLMENT_UI_TEXTS } from '../../texts';
import { MyEnrollments } from '../components/MyEnrollments';
import { TrainingPage } from '../components/TrainingPage';

/** /player-enrollments (My Enrollments): the player's requests and places; pending or approved ones can be withdrawn. */
export function PlayerEnrollmentsPage() {
  return (
    <TrainingPage title={ENROLLMENT_UI_TEXTS.myTitle} subtitle={ENROLLMENT_UI_TEXTS.mySubtitle}>
      <MyEnrollments />
    </TrainingPage>
  );
}
