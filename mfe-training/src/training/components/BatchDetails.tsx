import { formatRupees, type TrainingBatchDetail } from '@cricket/contracts';
import { Descriptions, Typography } from 'antd';
import { formatDateRange, formatSchedule } from '../../common/utils/format';
import { TRAINING_UI_TEXTS } from '../../texts';
import { BatchLevelTag } from './BatchLevelTag';

/** A batch's coach, level, schedule, dates, seats, fee, place and description. */
export function BatchDetails({ batch }: { batch: TrainingBatchDetail }) {
  return (
    <Descriptions bordered column={{ xs: 1, md: 2 }} size="small">
      <Descriptions.Item label={TRAINING_UI_TEXTS.coach}>{batch.coachName}</Descriptions.Item>
      <Descriptions.Item label={TRAINING_UI_TEXTS.level}>
        <BatchLevelTag level={batch.level} />
      </Descriptions.Item>
      <Descriptions.Item label={TRAINING_UI_TEXTS.schedule}>{formatSchedule(batch.scheduleDays, batch.startTime, batch.endTime)}</Descriptions.Item>
      <Descriptions.Item label={TRAINING_UI_TEXTS.dates}>{formatDateRange(batch.startDate, batch.endDate)}</Descriptions.Item>
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
