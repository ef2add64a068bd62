import {
  ATTENDANCE_STATUS_LABELS,
  formatRupees,
  parseWith,
  trainingBatchBody,
  type BatchSessionSummary,
  type EnrollmentResponse,
  type TrainingBatchDetail,
} from '@cricket/contracts';
import { toastError } from '@cricket/shell-sdk';
import { Button, Card, Descriptions, Empty, Flex, Modal, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDate, formatRate, formatSchedule } from '../../common/format';
import { PageLayout } from '../../common/PageLayout';
import { QueryView } from '../../common/QueryView';
import { SignedInArea } from '../../common/SignedInArea';
import { ATTENDANCE_UI_TEXTS, ENROLLMENT_UI_TEXTS, TRAINING_UI_TEXTS, UI_TEXTS } from '../../texts';
import { BatchForm } from '../components/BatchForm';
import { BatchLevelTag, BatchStatusTag } from '../components/BatchTags';
import { EnrollButton } from '../components/EnrollButton';
import { EnrollmentsTable } from '../components/EnrollmentsTable';
import { useUpdateBatch } from '../hooks/useTrainingMutations';
import { useBatch } from '../hooks/useTrainingQueries';
import { useTrainingNav } from '../hooks/useTrainingNav';

function BatchDetails({ batch }: { batch: TrainingBatchDetail }) {
  return (
    <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
      <Descriptions.Item label={TRAINING_UI_TEXTS.coach}>{batch.coachName}</Descriptions.Item>
      <Descriptions.Item label={TRAINING_UI_TEXTS.level}>
        <BatchLevelTag level={batch.level} />
      </Descriptions.Item>
      <Descriptions.Item label={TRAINING_UI_TEXTS.schedule}>{formatSchedule(batch.scheduleDays, batch.startTime, batch.endTime)}</Descriptions.Item>
      <Descriptions.Item label={TRAINING_UI_TEXTS.dates}>
        {formatDate(batch.startDate)} – {formatDate(batch.endDate)}
      </Descriptions.Item>
      <Descriptions.Item label={TRAINING_UI_TEXTS.capacity}>{TRAINING_UI_TEXTS.seats(batch.enrolledCount, batch.capacity)}</Descriptions.Item>
      <Descriptions.Item label={TRAINING_UI_TEXTS.fee}>
        {formatRupees(batch.monthlyFee)}
        {TRAINING_UI_TEXTS.perMonth}
      </Descriptions.Item>
      <Descriptions.Item label={TRAINING_UI_TEXTS.location} span={2}>
        {batch.location ?? '—'}
      </Descriptions.Item>
      {batch.description && (
        <Descriptions.Item label={TRAINING_UI_TEXTS.description} span={2}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{batch.description}</Typography.Paragraph>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

function Roster({ roster }: { roster: EnrollmentResponse[] }) {
  if (roster.length === 0) return <Empty description={TRAINING_UI_TEXTS.noRoster} />;
  return (
    <Table<EnrollmentResponse>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={roster}
      columns={[
        { key: 'player', title: TRAINING_UI_TEXTS.player, dataIndex: 'userName' },
        { key: 'since', title: ENROLLMENT_UI_TEXTS.requestedOn, render: (_, row) => formatDate(row.requestedAt) },
      ]}
    />
  );
}

function AttendanceHistory({ sessions }: { sessions: BatchSessionSummary[] }) {
  if (sessions.length === 0) return <Empty description={TRAINING_UI_TEXTS.noAttendance} />;
  return (
    <Table<BatchSessionSummary>
      rowKey="sessionId"
      size="small"
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      dataSource={sessions}
      scroll={{ x: true }}
      columns={[
        { key: 'date', title: UI_TEXTS.date, render: (_, row) => formatDate(row.date) },
        { key: 'title', title: ATTENDANCE_UI_TEXTS.sessionTitle, render: (_, row) => <Link to={`/sessions/${row.sessionId}`}>{row.title}</Link> },
        { key: 'present', title: ATTENDANCE_STATUS_LABELS.present, dataIndex: 'present' },
        { key: 'late', title: ATTENDANCE_STATUS_LABELS.late, dataIndex: 'late' },
        { key: 'excused', title: ATTENDANCE_STATUS_LABELS.excused, dataIndex: 'excused' },
        { key: 'absent', title: ATTENDANCE_STATUS_LABELS.absent, dataIndex: 'absent' },
        { key: 'rate', title: TRAINING_UI_TEXTS.attendanceRate, render: (_, row) => formatRate(row.rate) },
      ]}
    />
  );
}

function EditBatchButton({ batch }: { batch: TrainingBatchDetail }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateBatch();
  return (
    <>
      <Button onClick={() => setOpen(true)}>{UI_TEXTS.edit}</Button>
      <Modal open={open} title={UI_TEXTS.edit} footer={null} width={760} onCancel={() => setOpen(false)} destroyOnHidden>
        <BatchForm
          batch={batch}
          submitting={update.isPending}
          submitLabel={UI_TEXTS.save}
          onCancel={() => setOpen(false)}
          onSubmit={(payload) => {
            const parsed = parseWith(trainingBatchBody, payload);
            if (!parsed.ok) {
              toastError(UI_TEXTS.errorTitle, parsed.message);
              return;
            }
            update.mutate({ id: batch.id, payload }, { onSuccess: () => setOpen(false) });
          }}
        />
      </Modal>
    </>
  );
}

function BatchView({ batch }: { batch: TrainingBatchDetail }) {
  const tabs = [
    { key: 'details', label: TRAINING_UI_TEXTS.details, children: <BatchDetails batch={batch} /> },
    { key: 'roster', label: `${TRAINING_UI_TEXTS.roster} (${batch.roster.length})`, children: <Roster roster={batch.roster} /> },
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
    { key: 'attendance', label: TRAINING_UI_TEXTS.attendanceHistory, children: <AttendanceHistory sessions={batch.attendanceHistory} /> },
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

function BatchLoader({ id }: { id: number }) {
  const query = useBatch(id);
  return <QueryView query={query}>{(batch) => <BatchView batch={batch} />}</QueryView>;
}

/** /training-batches/{id}: details, roster, pending requests (for its coach) and attendance history. */
export function BatchDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  return (
    <PageLayout
      title={TRAINING_UI_TEXTS.browseTitle}
      links={useTrainingNav()}
      extra={
        <Link to="/training-batches">
          <Button>{TRAINING_UI_TEXTS.backToBatches}</Button>
        </Link>
      }
    >
      <SignedInArea>{valid ? <BatchLoader id={id} /> : <Empty description={TRAINING_UI_TEXTS.batchNotFound} />}</SignedInArea>
    </PageLayout>
  );
}
