import { Badge, Button } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { ListQueryView } from '../../common/components/ListQueryView';
import { ENROLLMENT_UI_TEXTS, TRAINING_UI_TEXTS } from '../../texts';
import { useMyBatches } from '../hooks/useTrainingQueries';
import { BatchCardGrid } from './BatchCardGrid';
import { ViewBatchButton } from './ViewBatchButton';

/** The batches the signed-in coach runs, each with its count of pending requests. */
export function MyBatchGrid() {
  const query = useMyBatches();
  return (
    <ListQueryView query={query} emptyText={TRAINING_UI_TEXTS.noMyBatches}>
      {(batches) => (
        <BatchCardGrid
          batches={batches}
          actionsFor={(batch) => (
            <>
              <ViewBatchButton batchId={batch.id} />
              <Link to="/coach-enrollments">
                <Badge count={batch.pendingCount}>
                  <Button>{ENROLLMENT_UI_TEXTS.pending}</Button>
                </Badge>
              </Link>
            </>
          )}
        />
      )}
    </ListQueryView>
  );
}
