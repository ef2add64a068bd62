import type { PaymentStatus } from '@cricket/contracts';
import { Tag } from 'antd';
import { capitalized } from '../utils/capitalized';

const PAYMENT_COLORS: Record<PaymentStatus, string> = { pending: 'orange', paid: 'green', refunded: 'blue' };

export function PaymentStatusTag({ paymentStatus }: { paymentStatus: PaymentStatus }) {
  return <Tag color={PAYMENT_COLORS[paymentStatus]}>{capitalized(paymentStatus)}</Tag>;
}
