import {
  BOOKING_PURPOSE_LABELS,
  BOOKING_PURPOSES,
  GROUND_TEXTS,
  GROUND_TOASTS,
  GROUND_UI,
  OFFERED_PAYMENT_METHODS,
  USER_BOOKING_DEFAULTS,
  bookingRequestBody,
  type AllWorkspacesBooking,
  type BookingPurpose,
  type GroundResponse,
  type PaymentMethod,
} from '@cricket/contracts';
import { schemaRule, toastError, useAuth } from '@cricket/shell-sdk';
import { Form, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { GROUND_UI_TEXTS, PAYMENT_METHOD_LABELS } from '../../texts';
import { useRequestBooking } from '../hooks/useGroundMutations';
import { fromIso, toIso } from '../utils/dates';
import { useFreeSlotFields } from '../hooks/useFreeSlotFields';
import type { SlotChoice } from './CalendarTab';
import { BookingDateField } from './BookingDateField';
import { TimeSlotPicker } from './TimeSlotPicker';

interface BookingFormValues {
  groundId?: number;
  date?: Dayjs;
  timeSlots: string[];
  purpose?: BookingPurpose;
  paymentMethod: PaymentMethod;
}

interface BookGroundDialogProps {
  /** The ground, date and slot to preselect; null keeps the dialog closed. */
  choice: SlotChoice | null;
  grounds: GroundResponse[];
  bookings: AllWorkspacesBooking[];
  onClose: () => void;
}

export const PURPOSE_OPTIONS = BOOKING_PURPOSES.map((value) => ({ value, label: BOOKING_PURPOSE_LABELS[value] }));

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
        groundId: values.groundId as number,
        date: toIso(values.date as Dayjs),
        timeSlots: values.timeSlots,
        purpose: values.purpose as BookingPurpose,
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
          <Form.Item name="groundId" label={GROUND_UI_TEXTS.ground} rules={[schemaRule(bookingRequestBody.entries.groundId)]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              listHeight={GROUND_UI.dropdownMaxHeightPx}
              placeholder={GROUND_UI_TEXTS.selectGround}
              options={grounds.map((ground) => ({ value: ground.id, label: ground.name }))}
            />
          </Form.Item>
          <BookingDateField form={form} grounds={grounds} />
          <Form.Item name="timeSlots" label={GROUND_UI_TEXTS.timeSlots} required rules={[schemaRule(bookingRequestBody.entries.timeSlots)]}>
            <TimeSlotPicker slots={slots} />
          </Form.Item>
          <Form.Item name="purpose" label={GROUND_UI_TEXTS.purpose} required rules={[schemaRule(bookingRequestBody.entries.purpose)]}>
            <Select placeholder={GROUND_UI_TEXTS.selectPurpose} options={PURPOSE_OPTIONS} />
          </Form.Item>
          <Form.Item name="paymentMethod" label={GROUND_UI_TEXTS.paymentMethod} extra={GROUND_TEXTS.onlyOfflinePayment}>
            <Select options={OFFERED_PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
