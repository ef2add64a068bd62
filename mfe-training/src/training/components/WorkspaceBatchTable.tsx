import { formatRupees, type TrainingBatchResponse } from '@cricket/contracts';
import { Link } from '@cricket/shell-sdk/router';
import { PagedTable } from '../../common/components/PagedTable';
import { formatDateRange, formatSchedule } from '../../common/utils/format';
import { ENROLLMENT_UI_TEXTS, TRAINING_UI_TEXTS, UI_TEXTS } from '../../texts';
import { BatchLevelTag } from './BatchLevelTag';
import { BatchStatusTag } from './BatchStatusTag';

/** Every batch of the workspace with its coach, schedule, seats, requests, fee and status. */
export function WorkspaceBatchTable({ batches }: { batches: TrainingBatchResponse[] }) {
  return (
    <PagedTable<TrainingBatchResponse>
      rowKey="id"
      dataSource={batches}
      columns={[
        { key: 'name', title: TRAINING_UI_TEXTS.batchName, render: (_, row) => <Link to={`/training-batches/${row.id}`}>{row.name}</Link> },
        { key: 'coach', title: TRAINING_UI_TEXTS.coach, dataIndex: 'coachName' },
        { key: 'level', title: TRAINING_UI_TEXTS.level, render: (_, row) => <BatchLevelTag level={row.level} /> },
        { key: 'schedule', title: TRAINING_UI_TEXTS.schedule, render: (_, row) => formatSchedule(row.scheduleDays, row.startTime, row.endTime) },
        { key: 'dates', title: TRAINING_UI_TEXTS.dates, render: (_, row) => formatDateRange(row.startDate, row.endDate) },
        { key: 'seats', title: TRAINING_UI_TEXTS.capacity, render: (_, row) => TRAINING_UI_TEXTS.seats(row.enrolledCount, row.capacity) },
        { key: 'pending', title: ENROLLMENT_UI_TEXTS.pending, dataIndex: 'pendingCount' },
        { key: 'fee', title: TRAINING_UI_TEXTS.fee, render: (_, row) => formatRupees(row.monthlyFee) },
        { key: 'status', title: UI_TEXTS.status, render: (_, row) => <BatchStatusTag status={row.status} /> },
      ]}
    />
  );
}
