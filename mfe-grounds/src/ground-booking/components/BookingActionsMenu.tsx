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
import { Button, Dropdown, Modal, type MenuProps } from 'antd';
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
/** The changes that free a slot or move money are asked once more; confirming a request is not. */
const STATUS_CONFIRMATIONS: Partial<Record<BookingStatus, string>> = { cancelled: GROUND_UI_TEXTS.confirmCancel };
const PAYMENT_CONFIRMATIONS: Partial<Record<PaymentStatus, string>> = {
  paid: GROUND_UI_TEXTS.confirmMarkAsPaid,
  refunded: GROUND_UI_TEXTS.confirmRefund,
};

/** The transitions of booking §4 this user may make now; none gives a disabled 'No available actions'. */
export function BookingActionsMenu({ booking, actor }: { booking: GroundBookingResponse; actor: BookingActor }) {
  const updateStatus = useUpdateBookingStatus();
  const updatePayment = useUpdatePaymentStatus();
  const [modal, confirmations] = Modal.useModal();
  const asked = (question: string | undefined, label: string | undefined, act: () => void) => () =>
    question ? void modal.confirm({ title: question, okText: label, okButtonProps: { danger: true }, onOk: act }) : act();
  const items: NonNullable<MenuProps['items']> = [
    ...allowedStatusChanges(booking, actor).map((status) => ({
      key: `status:${status}`,
      label: STATUS_ACTION_LABELS[status],
      onClick: asked(STATUS_CONFIRMATIONS[status], STATUS_ACTION_LABELS[status], () => updateStatus.mutate({ id: booking.id, status })),
    })),
    ...allowedPaymentChanges(booking, actor).map((paymentStatus) => ({
      key: `payment:${paymentStatus}`,
      label: PAYMENT_ACTION_LABELS[paymentStatus],
      onClick: asked(PAYMENT_CONFIRMATIONS[paymentStatus], PAYMENT_ACTION_LABELS[paymentStatus], () => updatePayment.mutate({ id: booking.id, paymentStatus })),
    })),
  ];
  if (items.length === 0) items.push({ key: 'none', label: GROUND_TEXTS.noActions, disabled: true });
  // Busy until this row shows the change; the area's other reads may still be refetching, and a tap must not wait for them.
  const changing =
    (updateStatus.isPending && updateStatus.variables.status !== booking.status) ||
    (updatePayment.isPending && updatePayment.variables.paymentStatus !== booking.paymentStatus);
  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']}>
        <Button
          icon={<MoreOutlined />}
          aria-label={`${GROUND_UI_TEXTS.actions} #${booking.id}`}
          loading={changing}
        />
      </Dropdown>
      {confirmations}
    </>
  );
}
