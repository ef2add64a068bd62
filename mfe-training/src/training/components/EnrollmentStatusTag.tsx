import { ENROLLMENT_STATUS_LABELS, type EnrollmentStatus } from '@cricket/contracts';
import { Tag } from 'antd';

const ENROLLMENT_COLORS: Record<EnrollmentStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red', withdrawn: 'default' };

export function EnrollmentStatusTag({ status }: { status: EnrollmentStatus }) {
  return <Tag color={ENROLLMENT_COLORS[status]}>{ENROLLMENT_STATUS_LABELS[status]}</Tag>;
}
