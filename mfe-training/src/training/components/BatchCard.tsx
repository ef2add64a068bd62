import { formatRupees, type TrainingBatchResponse } from '@cricket/contracts';
import { Card, Descriptions, Flex, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from '@cricket/shell-sdk/router';
import { formatDateRange, formatSchedule } from '../../common/utils/format';
import { TRAINING_UI_TEXTS } from '../../texts';
import { BatchLevelTag } from './BatchLevelTag';
import { BatchStatusTag } from './BatchStatusTag';

export interface BatchCardProps {
  batch: TrainingBatchResponse;
  /** The card's buttons (request to enroll, view details). */
  actions?: ReactNode;
}

/** A batch at a glance: level, status, coach, schedule, seats and fee. */
export function BatchCard({ batch, actions }: BatchCardProps) {
  return (
    <Card
      data-testid="batch-card"
      title={<Link to={`/training-batches/${batch.id}`}>{batch.name}</Link>}
      extra={<BatchStatusTag status={batch.status} />}
      actions={actions ? [<Flex key="actions" justify="center" gap={8} wrap>{actions}</Flex>] : undefined}
    >
      <Flex gap={4} style={{ marginBottom: 8 }}>
        <BatchLevelTag level={batch.level} />
      </Flex>
      {batch.description && <Typography.Paragraph ellipsis={{ rows: 2 }}>{batch.description}</Typography.Paragraph>}
      <Descriptions column={1} size="small">
        <Descriptions.Item label={TRAINING_UI_TEXTS.coach}>{batch.coachName}</Descriptions.Item>
        <Descriptions.Item label={TRAINING_UI_TEXTS.schedule}>{formatSchedule(batch.scheduleDays, batch.startTime, batch.endTime)}</Descriptions.Item>
        <Descriptions.Item label={TRAINING_UI_TEXTS.dates}>{formatDateRange(batch.startDate, batch.endDate)}</Descriptions.Item>
        {batch.location && <Descriptions.Item label={TRAINING_UI_TEXTS.location}>{batch.location}</Descriptions.Item>}
        <Descriptions.Item label={TRAINING_UI_TEXTS.fee}>
          {formatRupees(batch.monthlyFee)}
          {TRAINING_UI_TEXTS.perMonth}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Text type="secondary">{TRAINING_UI_TEXTS.seats(batch.enrolledCount, batch.capacity)}</Typography.Text>
      <Progress aria-label={TRAINING_UI_TEXTS.seats(batch.enrolledCount, batch.capacity)} percent={batch.capacity ? Math.round((batch.enrolledCount / batch.capacity) * 100) : 0} showInfo={false} size="small" />
    </Card>
  );
}
