import { BATCH_LEVEL_LABELS, type BatchLevel } from '@cricket/contracts';
import { Tag } from 'antd';

const LEVEL_COLORS: Record<BatchLevel, string> = { beginner: 'cyan', intermediate: 'blue', advanced: 'purple' };

export function BatchLevelTag({ level }: { level: BatchLevel }) {
  return <Tag color={LEVEL_COLORS[level]}>{BATCH_LEVEL_LABELS[level]}</Tag>;
}
