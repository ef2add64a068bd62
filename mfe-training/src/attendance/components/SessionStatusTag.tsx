import type { SessionStatus } from '@cricket/contracts';
import { Tag } from 'antd';
import { ATTENDANCE_UI_TEXTS } from '../../texts';

export function SessionStatusTag({ status }: { status: SessionStatus }) {
  return status === 'open' ? <Tag color="green">{ATTENDANCE_UI_TEXTS.sessionOpen}</Tag> : <Tag>{ATTENDANCE_UI_TEXTS.sessionClosed}</Tag>;
}
