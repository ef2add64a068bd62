import type { BookingStatus, PaymentStatus } from '@cricket/contracts';
import { Tag } from 'antd';

const STATUS_COLORS: Record<BookingStatus, string> = { pending: 'gold', confirmed: 'green', cancelled: 'red' };
const PAYMENT_COLORS: Record<PaymentStatus, string> = { pending: 'orange', paid: 'green', refunded: 'blue' };

export const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export function BookingStatusTag({ status }: { status: BookingStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{capitalized(status)}</Tag>;
}

export function PaymentStatusTag({ paymentStatus }: { paymentStatus: PaymentStatus }) {
  return <Tag color={PAYMENT_COLORS[paymentStatus]}>{capitalized(paymentStatus)}</Tag>;
}
