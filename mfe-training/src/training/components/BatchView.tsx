import type { TrainingBatchDetail } from '@cricket/contracts';
import { Card, Empty, Flex, Tabs } from 'antd';
import { ENROLLMENT_UI_TEXTS, TRAINING_UI_TEXTS } from '../../texts';
import { BatchAttendanceHistory } from './BatchAttendanceHistory';
import { BatchDetails } from './BatchDetails';
import { BatchRoster } from './BatchRoster';
import { BatchStatusTag } from './BatchStatusTag';
import { EditBatchButton } from './EditBatchButton';
import { EnrollButton } from './EnrollButton';
import { EnrollmentsTable } from './EnrollmentsTable';

/** A batch's tabs: details, roster, pending requests (for those who manage it) and attendance; Edit or Request to Enroll. */
export function BatchView({ batch }: { batch: TrainingBatchDetail }) {
  const tabs = [
    { key: 'details', label: TRAINING_UI_TEXTS.details, children: <BatchDetails batch={batch} /> },
    { key: 'roster', label: `${TRAINING_UI_TEXTS.roster} (${batch.roster.length})`, children: <BatchRoster roster={batch.roster} /> },
    ...(batch.canManage
      ? [
          {
            key: 'requests',
            label: `${ENROLLMENT_UI_TEXTS.pending} (${batch.pending.length})`,
            children: batch.pending.length ? (
              <EnrollmentsTable enrollments={batch.pending} hide={['batch', 'coach']} actionsFor={() => ['approve', 'reject']} />
            ) : (
              <Empty description={ENROLLMENT_UI_TEXTS.noPending} />
            ),
          },
        ]
      : []),
    { key: 'attendance', label: TRAINING_UI_TEXTS.attendanceHistory, children: <BatchAttendanceHistory sessions={batch.attendanceHistory} /> },
  ];
  return (
    <Card
      title={
        <Flex gap={8} align="center" wrap>
          <span>{batch.name}</span>
          <BatchStatusTag status={batch.status} />
        </Flex>
      }
      extra={batch.canManage ? <EditBatchButton batch={batch} /> : <EnrollButton batch={batch} />}
    >
      <Tabs items={tabs} />
    </Card>
  );
}
