import { MoreOutlined } from '@ant-design/icons';
import {
  GROUND_TEXTS,
  allowedPaymentChanges,
  allowedStatusChanges,
  type BookingActor,
  type BookingStatus,
  type GroundBookingResponse,
  type PaymentStatus,
} from '@cricket/contracts';
import { Button, Dropdown, type MenuProps } from 'antd';
import { GROUND_UI_TEXTS } from '../../texts';
import { useUpdateBookingStatus, useUpdatePaymentStatus } from '../hooks/useGroundMutations';

const STATUS_ACTION_LABELS: Partial<Record<BookingStatus, string>> = {
  confirmed: GROUND_UI_TEXTS.confirm,
  cancelled: GROUND_UI_TEXTS.cancel,
};
const PAYMENT_ACTION_LABELS: Partial<Record<PaymentStatus, string>> = {
  paid: GROUND_UI_TEXTS.markAsPaid,
  refunded: GROUND_UI_TEXTS.refund,
};

/** The transitions of booking §4 this user may make now; none gives a disabled 'No available actions'. */
export function BookingActionsMenu({ booking, actor }: { booking: GroundBookingResponse; actor: BookingActor }) {
  const updateStatus = useUpdateBookingStatus();
  const updatePayment = useUpdatePaymentStatus();
  const items: NonNullable<MenuProps['items']> = [
    ...allowedStatusChanges(booking, actor).map((status) => ({
      key: `status:${status}`,
      label: STATUS_ACTION_LABELS[status],
      onClick: () => updateStatus.mutate({ id: booking.id, status }),
    })),
    ...allowedPaymentChanges(booking, actor).map((paymentStatus) => ({
      key: `payment:${paymentStatus}`,
      label: PAYMENT_ACTION_LABELS[paymentStatus],
      onClick: () => updatePayment.mutate({ id: booking.id, paymentStatus }),
    })),
  ];
  if (items.length === 0) items.push({ key: 'none', label: GROUND_TEXTS.noActions, disabled: true });
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button
        icon={<MoreOutlined />}
        aria-label={`${GROUND_UI_TEXTS.actions} #${booking.id}`}
        loading={updateStatus.isPending || updatePayment.isPending}
      />
    </Dropdown>
  );
}
