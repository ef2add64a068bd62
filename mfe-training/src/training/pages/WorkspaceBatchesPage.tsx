import { formatRupees, type BatchOverview, type TrainingBatchResponse } from '@cricket/contracts';
import { Card, Col, Row, Statistic, Table } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate, formatSchedule } from '../../common/format';
import { PageLayout } from '../../common/PageLayout';
import { QueryView } from '../../common/QueryView';
import { SignedInArea } from '../../common/SignedInArea';
import { ENROLLMENT_UI_TEXTS, TRAINING_UI_TEXTS, UI_TEXTS } from '../../texts';
import { BatchLevelTag, BatchStatusTag } from '../components/BatchTags';
import { useBatchOverview } from '../hooks/useTrainingQueries';
import { useTrainingNav } from '../hooks/useTrainingNav';

function Totals({ totals }: { totals: BatchOverview['totals'] }) {
  const figures = [
    { title: TRAINING_UI_TEXTS.totalBatches, value: totals.batches },
    { title: TRAINING_UI_TEXTS.openBatches, value: totals.open },
    { title: TRAINING_UI_TEXTS.fullBatches, value: totals.full },
    { title: TRAINING_UI_TEXTS.enrolledPlayers, value: `${totals.enrolled} / ${totals.capacity}` },
    { title: ENROLLMENT_UI_TEXTS.pending, value: totals.pending },
    { title: TRAINING_UI_TEXTS.monthlyFees, value: formatRupees(totals.monthlyFeesPaise) },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {figures.map((figure) => (
        <Col key={figure.title} xs={12} md={8} lg={4}>
          <Card size="small">
            <Statistic title={figure.title} value={figure.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function BatchTable({ batches }: { batches: TrainingBatchResponse[] }) {
  return (
    <Table<TrainingBatchResponse>
      rowKey="id"
      dataSource={batches}
      scroll={{ x: true }}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      columns={[
        { key: 'name', title: TRAINING_UI_TEXTS.batchName, render: (_, row) => <Link to={`/training-batches/${row.id}`}>{row.name}</Link> },
        { key: 'coach', title: TRAINING_UI_TEXTS.coach, dataIndex: 'coachName' },
        { key: 'level', title: TRAINING_UI_TEXTS.level, render: (_, row) => <BatchLevelTag level={row.level} /> },
        { key: 'schedule', title: TRAINING_UI_TEXTS.schedule, render: (_, row) => formatSchedule(row.scheduleDays, row.startTime, row.endTime) },
        { key: 'dates', title: TRAINING_UI_TEXTS.dates, render: (_, row) => `${formatDate(row.startDate)} – ${formatDate(row.endDate)}` },
        { key: 'seats', title: TRAINING_UI_TEXTS.capacity, render: (_, row) => TRAINING_UI_TEXTS.seats(row.enrolledCount, row.capacity) },
        { key: 'pending', title: ENROLLMENT_UI_TEXTS.pending, dataIndex: 'pendingCount' },
        { key: 'fee', title: TRAINING_UI_TEXTS.fee, render: (_, row) => formatRupees(row.monthlyFee) },
        { key: 'status', title: UI_TEXTS.status, render: (_, row) => <BatchStatusTag status={row.status} /> },
      ]}
    />
  );
}

function Overview() {
  const query = useBatchOverview();
  return (
    <QueryView query={query}>
      {(overview) => (
        <>
          <Totals totals={overview.totals} />
          <BatchTable batches={overview.batches} />
        </>
      )}
    </QueryView>
  );
}

/** /workspace-batches: the admin overview of every batch, its seats and fees. */
export function WorkspaceBatchesPage() {
  return (
    <PageLayout title={TRAINING_UI_TEXTS.workspaceBatchesTitle} subtitle={TRAINING_UI_TEXTS.workspaceBatchesSubtitle} links={useTrainingNav()}>
      <SignedInArea>
        <Overview />
      </SignedInArea>
    </PageLayout>
  );
}
