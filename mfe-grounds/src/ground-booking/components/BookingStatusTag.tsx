import type { BookingStatus } from '@cricket/contracts';
import { Tag } from 'antd';
import { capitalized } from '../utils/capitalized';

const STATUS_COLORS: Record<BookingStatus, string> = { pending: 'gold', confirmed: 'green', cancelled: 'red' };

export function BookingStatusTag({ status }: { status: BookingStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{capitalized(status)}</Tag>;
}
