import { ATTENDANCE_STATUS_LABELS, type AttendanceStatus, type SessionStatus } from '@cricket/contracts';
import { Tag } from 'antd';
import { ATTENDANCE_UI_TEXTS } from '../../texts';

const COLORS: Record<AttendanceStatus, string> = { present: 'green', late: 'gold', excused: 'blue', absent: 'red' };

export function AttendanceStatusTag({ status }: { status: AttendanceStatus | null }) {
  if (!status) return <Tag>{ATTENDANCE_UI_TEXTS.unmarked}</Tag>;
  return <Tag color={COLORS[status]}>{ATTENDANCE_STATUS_LABELS[status]}</Tag>;
}

export function SessionStatusTag({ status }: { status: SessionStatus }) {
  return status === 'open' ? <Tag color="green">{ATTENDANCE_UI_TEXTS.sessionOpen}</Tag> : <Tag>{ATTENDANCE_UI_TEXTS.sessionClosed}</Tag>;
}
