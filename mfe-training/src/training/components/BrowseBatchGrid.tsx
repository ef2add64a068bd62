import { Empty } from 'antd';
import { useMemo, useState } from 'react';
import { QueryView } from '../../common/components/QueryView';
import { TRAINING_UI_TEXTS } from '../../texts';
import { useBatches } from '../hooks/useTrainingQueries';
import { matchesBatchFilter, NO_BATCH_FILTER, type BatchFilter } from '../utils/batchFilter';
import { BatchCardGrid } from './BatchCardGrid';
import { BatchFilters } from './BatchFilters';
import { EnrollButton } from './EnrollButton';
import { ViewBatchButton } from './ViewBatchButton';

/** Every batch of the workspace that matches the filters, each with Request to Enroll. */
export function BrowseBatchGrid() {
  const query = useBatches();
  const [filter, setFilter] = useState<BatchFilter>(NO_BATCH_FILTER);
  const all = query.data;
  const shown = useMemo(() => (all ?? []).filter((batch) => matchesBatchFilter(batch, filter)), [all, filter]);
  return (
    <>
      <BatchFilters filter={filter} onChange={setFilter} />
      <QueryView query={query}>
        {() =>
          shown.length === 0 ? (
            <Empty description={TRAINING_UI_TEXTS.noBatches} />
          ) : (
            <BatchCardGrid
              batches={shown}
              actionsFor={(batch) => (
                <>
                  <EnrollButton batch={batch} />
                  <ViewBatchButton batchId={batch.id} />
                </>
              )}
            />
          )
        }
      </QueryView>
    </>
  );
}
