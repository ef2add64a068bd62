import {
  GROUND_TEXTS,
  GROUND_TOASTS,
  OFFERED_PAYMENT_METHODS,
  USER_BOOKING_DEFAULTS,
  type AllWorkspacesBooking,
  type GroundResponse,
  type PaymentMethod,
} from '@cricket/contracts';
import { toastError, useAuth } from '@cricket/shell-sdk';
import { Form, Modal, Select } from 'antd';
import { GROUND_UI_TEXTS, PAYMENT_METHOD_LABELS } from '../../texts';
import { useRequestBooking } from '../hooks/useGroundMutations';
import { bookingFieldsOf, type BookingFieldValues } from '../utils/bookingFields';
import { fromIso } from '../utils/dates';
import { useFreeSlotFields } from '../hooks/useFreeSlotFields';
import type { SlotChoice } from './CalendarTab';
import { BookingFields } from './BookingFields';

interface BookingFormValues extends BookingFieldValues {
  paymentMethod: PaymentMethod;
}

interface BookGroundDialogProps {
  /** The ground, date and slot to preselect; null keeps the dialog closed. */
  choice: SlotChoice | null;
  grounds: GroundResponse[];
  bookings: AllWorkspacesBooking[];
  onClose: () => void;
}

/** Book Ground of booking §2 and §5: a request that starts pending, paid offline. */
export function BookGroundDialog({ choice, grounds, bookings, onClose }: BookGroundDialogProps) {
  const [form] = Form.useForm<BookingFormValues>();
  const { isAuthenticated } = useAuth();
  const request = useRequestBooking();
  const { slots, keepFreeSlots } = useFreeSlotFields(form, grounds, bookings);

  const submit = (values: BookingFormValues) => {
    if (!isAuthenticated) {
      toastError(GROUND_TOASTS.loginRequiredTitle, GROUND_TOASTS.loginRequiredSubmit);
      return;
    }
    request.mutate(
      {
        ...bookingFieldsOf(values),
        paymentMethod: values.paymentMethod,
        status: USER_BOOKING_DEFAULTS.status,
        paymentStatus: USER_BOOKING_DEFAULTS.paymentStatus,
      },
      { onSuccess: onClose },
    );
  };

  const onFinishFailed = ({ values }: { values: BookingFormValues }) => {
    if (!values.timeSlots?.length) toastError(GROUND_TOASTS.timeSlotsRequiredTitle, GROUND_TOASTS.timeSlotsRequired);
  };

  return (
    <Modal
      open={choice !== null}
      title={GROUND_UI_TEXTS.bookGround}
      okText={GROUND_UI_TEXTS.submitBooking}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={request.isPending}
      destroyOnHidden
    >
      {choice && (
        <Form<BookingFormValues>
          form={form}
          layout="vertical"
          name="book-ground"
          // Each opening starts from the slot that opened it, not from what the last one held.
          clearOnDestroy
          initialValues={{
            groundId: choice.groundId,
            date: fromIso(choice.date),
            timeSlots: choice.slot ? [choice.slot] : [],
            paymentMethod: USER_BOOKING_DEFAULTS.paymentMethod,
          }}
          onValuesChange={keepFreeSlots}
          onFinish={submit}
          onFinishFailed={onFinishFailed}
        >
          <BookingFields form={form} grounds={grounds} slots={slots} />
          <Form.Item name="paymentMethod" label={GROUND_UI_TEXTS.paymentMethod} extra={GROUND_TEXTS.onlyOfflinePayment}>
            <Select options={OFFERED_PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
