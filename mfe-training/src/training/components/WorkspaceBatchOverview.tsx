import { formatRupees, type BatchOverview } from '@cricket/contracts';
import { QueryView } from '../../common/components/QueryView';
import { StatisticCards } from '../../common/components/StatisticCards';
import { ENROLLMENT_UI_TEXTS, TRAINING_UI_TEXTS } from '../../texts';
import { useBatchOverview } from '../hooks/useTrainingQueries';
import { WorkspaceBatchTable } from './WorkspaceBatchTable';

const totalsOf = (totals: BatchOverview['totals']) => [
  { title: TRAINING_UI_TEXTS.totalBatches, value: totals.batches },
  { title: TRAINING_UI_TEXTS.openBatches, value: totals.open },
  { title: TRAINING_UI_TEXTS.fullBatches, value: totals.full },
  { title: TRAINING_UI_TEXTS.enrolledPlayers, value: `${totals.enrolled} / ${totals.capacity}` },
  { title: ENROLLMENT_UI_TEXTS.pending, value: totals.pending },
  { title: TRAINING_UI_TEXTS.monthlyFees, value: formatRupees(totals.monthlyFeesPaise) },
];

/** The workspace's totals (batches, seats, requests, fees) above every batch. */
export function WorkspaceBatchOverview() {
  const query = useBatchOverview();
  return (
    <QueryView query={query}>
      {(overview) => (
        <>
          <StatisticCards figures={totalsOf(overview.totals)} span={{ xs: 12, md: 8, lg: 4 }} style={{ marginBottom: 16 }} />
          <WorkspaceBatchTable batches={overview.batches} />
        </>
      )}
    </QueryView>
  );
}
