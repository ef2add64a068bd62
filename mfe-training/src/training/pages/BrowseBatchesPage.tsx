import {
  BATCH_LEVEL_LABELS,
  BATCH_LEVELS,
  BATCH_STATUS_LABELS,
  BATCH_STATUSES,
  type BatchLevel,
  type BatchStatus,
  type TrainingBatchResponse,
} from '@cricket/contracts';
import { Button, Col, Empty, Flex, Input, Row, Select } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageLayout } from '../../common/PageLayout';
import { QueryView } from '../../common/QueryView';
import { SignedInArea } from '../../common/SignedInArea';
import { TRAINING_UI_TEXTS } from '../../texts';
import { BatchCard } from '../components/BatchCard';
import { CreateBatchButton } from '../components/CreateBatchButton';
import { EnrollButton } from '../components/EnrollButton';
import { useBatches } from '../hooks/useTrainingQueries';
import { useTrainingNav } from '../hooks/useTrainingNav';

interface BatchFilter {
  text: string;
  level: BatchLevel | 'all';
  status: BatchStatus | 'all';
}

function matches(batch: TrainingBatchResponse, { text, level, status }: BatchFilter): boolean {
  const needle = text.trim().toLowerCase();
  const haystack = [batch.name, batch.coachName, batch.location ?? ''].join(' ').toLowerCase();
  return (!needle || haystack.includes(needle)) && (level === 'all' || batch.level === level) && (status === 'all' || batch.status === status);
}

function BatchGrid() {
  const query = useBatches();
  const [filter, setFilter] = useState<BatchFilter>({ text: '', level: 'all', status: 'all' });
  const all = query.data;
  const shown = useMemo(() => (all ?? []).filter((batch) => matches(batch, filter)), [all, filter]);
  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={TRAINING_UI_TEXTS.searchPlaceholder}
          style={{ maxWidth: 360 }}
          onChange={(event) => setFilter({ ...filter, text: event.target.value })}
        />
        <Select
          style={{ width: 160 }}
          value={filter.level}
          onChange={(level) => setFilter({ ...filter, level })}
          options={[{ value: 'all', label: TRAINING_UI_TEXTS.allLevels }, ...BATCH_LEVELS.map((level) => ({ value: level, label: BATCH_LEVEL_LABELS[level] }))]}
        />
        <Select
          style={{ width: 160 }}
          value={filter.status}
          onChange={(status) => setFilter({ ...filter, status })}
          options={[{ value: 'all', label: TRAINING_UI_TEXTS.allStatuses }, ...BATCH_STATUSES.map((status) => ({ value: status, label: BATCH_STATUS_LABELS[status] }))]}
        />
      </Flex>
      <QueryView query={query}>
        {() =>
          shown.length === 0 ? (
            <Empty description={TRAINING_UI_TEXTS.noBatches} />
          ) : (
            <Row gutter={[16, 16]}>
              {shown.map((batch) => (
                <Col key={batch.id} xs={24} md={12} lg={8}>
                  <BatchCard
                    batch={batch}
                    actions={
                      <>
                        <EnrollButton batch={batch} />
                        <Link to={`/training-batches/${batch.id}`}>
                          <Button>{TRAINING_UI_TEXTS.viewDetails}</Button>
                        </Link>
                      </>
                    }
                  />
                </Col>
              ))}
            </Row>
          )
        }
      </QueryView>
    </>
  );
}

/** /training-batches: every batch of the workspace, filtered, with Request to Enroll. */
export function BrowseBatchesPage() {
  return (
    <PageLayout title={TRAINING_UI_TEXTS.browseTitle} subtitle={TRAINING_UI_TEXTS.browseSubtitle} links={useTrainingNav()} extra={<CreateBatchButton />}>
      <SignedInArea>
        <BatchGrid />
      </SignedInArea>
    </PageLayout>
  );
}
