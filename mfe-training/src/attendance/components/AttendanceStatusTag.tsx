import { ATTENDANCE_STATUS_LABELS, type AttendanceStatus } from '@cricket/contracts';
import { Tag } from 'antd';
import { ATTENDANCE_UI_TEXTS } from '../../texts';

const COLORS: Record<AttendanceStatus, string> = { present: 'green', late: 'gold', excused: 'blue', absent: 'red' };

export function AttendanceStatusTag({ status }: { status: AttendanceStatus | null }) {
  if (!status) return <Tag>{ATTENDANCE_UI_TEXTS.unmarked}</Tag>;
  return <Tag color={COLORS[status]}>{ATTENDANCE_STATUS_LABELS[status]}</Tag>;
}
