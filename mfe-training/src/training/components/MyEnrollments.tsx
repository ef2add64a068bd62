import { Empty } from 'antd';
import { LinkButton } from '../../common/components/LinkButton';
import { ListQueryView } from '../../common/components/ListQueryView';
import { ENROLLMENT_UI_TEXTS } from '../../texts';
import { useMyEnrollments } from '../hooks/useTrainingQueries';
import { withdrawable } from '../utils/enrollmentActions';
import { EnrollmentsTable } from './EnrollmentsTable';

/** The signed-in player's requests and places; none yet leads to Browse Batches. */
export function MyEnrollments() {
  const query = useMyEnrollments();
  return (
    <ListQueryView
      query={query}
      empty={
        <Empty description={ENROLLMENT_UI_TEXTS.noMine}>
          <LinkButton to="/training-batches" label={ENROLLMENT_UI_TEXTS.browseBatches} type="primary" />
        </Empty>
      }
    >
      {(rows) => <EnrollmentsTable enrollments={rows} hide={['player']} actionsFor={withdrawable} />}
    </ListQueryView>
  );
}
