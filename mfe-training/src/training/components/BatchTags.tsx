import {
  BATCH_LEVEL_LABELS,
  BATCH_STATUS_LABELS,
  ENROLLMENT_STATUS_LABELS,
  type BatchLevel,
  type BatchStatus,
  type EnrollmentStatus,
} from '@cricket/contracts';
import { Tag } from 'antd';

const STATUS_COLORS: Record<BatchStatus, string> = { open: 'green', full: 'orange', closed: 'default' };
const LEVEL_COLORS: Record<BatchLevel, string> = { beginner: 'cyan', intermediate: 'blue', advanced: 'purple' };
const ENROLLMENT_COLORS: Record<EnrollmentStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red', withdrawn: 'default' };

export function BatchStatusTag({ status }: { status: BatchStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{BATCH_STATUS_LABELS[status]}</Tag>;
}

export function BatchLevelTag({ level }: { level: BatchLevel }) {
  return <Tag color={LEVEL_COLORS[level]}>{BATCH_LEVEL_LABELS[level]}</Tag>;
}

export function EnrollmentStatusTag({ status }: { status: EnrollmentStatus }) {
  return <Tag color={ENROLLMENT_COLORS[status]}>{ENROLLMENT_STATUS_LABELS[status]}</Tag>;
}
