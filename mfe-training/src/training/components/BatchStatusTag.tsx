import { BATCH_STATUS_LABELS, type BatchStatus } from '@cricket/contracts';
import { Tag } from 'antd';

const STATUS_COLORS: Record<BatchStatus, string> = { open: 'green', full: 'orange', closed: 'default' };

export function BatchStatusTag({ status }: { status: BatchStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{BATCH_STATUS_LABELS[status]}</Tag>;
}
