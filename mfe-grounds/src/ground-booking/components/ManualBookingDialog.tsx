import {
  BOOKING_TEXT_MAX,
  GROUND_TEXTS,
  GROUND_UI,
  MANUAL_BOOKING_DEFAULTS,
  MANUAL_BOOKING_STATUSES,
  MANUAL_PAYMENT_STATUSES,
  manualBookingBody,
  rupeesToPaise,
  type AllWorkspacesBooking,
  type GroundResponse,
  type ManualBookingStatus,
  type ManualPaymentStatus,
} from '@cricket/contracts';
import { schemaRule } from '@cricket/shell-sdk';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { GROUND_UI_TEXTS } from '../../texts';
import { useCreateManualBooking } from '../hooks/useGroundMutations';
import { bookingFieldsOf, type BookingFieldValues } from '../utils/bookingFields';
import { capitalized } from '../utils/capitalized';
import { todayIso, fromIso } from '../utils/dates';
import type { UserSummary } from '../api/groundApi';
import { useFreeSlotFields } from '../hooks/useFreeSlotFields';
import { BookingFields } from './BookingFields';

interface ManualBookingValues extends BookingFieldValues {
  customerName?: string;
  customerPhone?: string;
  /** Rupees in the form; paise on the wire. */
  paymentAmount: number | null;
  status: ManualBookingStatus;
  paymentStatus: ManualPaymentStatus;
  notes?: string;
  userId?: number | null;
}

interface ManualBookingDialogProps {
  open: boolean;
  /** Grounds created by the current user or in the current workspace (booking §5). */
  grounds: GroundResponse[];
  bookings: AllWorkspacesBooking[];
  /** The workspace's members: the only users a booking may be for. */
  members: UserSummary[];
  onClose: () => void;
}

/** The amount in rupees as the request sends it, in paise. */
const amountToPaise = (rupees: unknown) => (typeof rupees === 'number' ? rupeesToPaise(rupees) : rupees);
const options = (values: readonly string[]) => values.map((value) => ({ value, label: capitalized(value) }));

/** Create Manual Booking of booking §5: a booking for a customer, confirmed by default. */
export function ManualBookingDialog({ open, grounds, bookings, members, onClose }: ManualBookingDialogProps) {
  const [form] = Form.useForm<ManualBookingValues>();
  const create = useCreateManualBooking();
  const { slots, keepFreeSlots } = useFreeSlotFields(form, grounds, bookings);
  /** Choosing a member fills in the customer name when none is typed yet. */
  const nameAfterMember = (userId: number | undefined) => {
    const member = members.find((m) => m.id === userId);
    if (member && !form.getFieldValue('customerName')?.trim()) form.setFieldsValue({ customerName: member.name });
  };

  const submit = (values: ManualBookingValues) =>
    create.mutate(
      {
        ...bookingFieldsOf(values),
        status: values.status,
        paymentStatus: values.paymentStatus,
        paymentAmount: rupeesToPaise(values.paymentAmount ?? 0),
        customerName: (values.customerName ?? '').trim(),
        customerPhone: (values.customerPhone ?? '').trim(),
        notes: values.notes?.trim() || null,
        userId: values.userId ?? null,
      },
      { onSuccess: onClose },
    );

  return (
    <Modal
      open={open}
      title={GROUND_TEXTS.createManualBooking}
      okText={GROUND_UI_TEXTS.createBooking}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      {open && (
        <Form<ManualBookingValues>
          form={form}
          layout="vertical"
          name="manual-booking"
          clearOnDestroy
          initialValues={{
            date: fromIso(todayIso()),
            timeSlots: [],
            paymentAmount: MANUAL_BOOKING_DEFAULTS.paymentAmount,
            status: MANUAL_BOOKING_DEFAULTS.status,
            paymentStatus: MANUAL_BOOKING_DEFAULTS.paymentStatus,
          }}
          onValuesChange={keepFreeSlots}
          onFinish={submit}
        >
          <BookingFields form={form} grounds={grounds} slots={slots} groundMarkedRequired />
          <Form.Item name="customerName" label={GROUND_UI_TEXTS.customerName} required rules={[schemaRule(manualBookingBody.entries.customerName)]}>
            <Input maxLength={BOOKING_TEXT_MAX.customerName} />
          </Form.Item>
          <Form.Item name="customerPhone" label={GROUND_UI_TEXTS.customerPhone} required rules={[schemaRule(manualBookingBody.entries.customerPhone)]}>
            <Input maxLength={BOOKING_TEXT_MAX.customerPhone} />
          </Form.Item>
          <Form.Item
            name="paymentAmount"
            label={`${GROUND_UI_TEXTS.paymentAmount} (${GROUND_UI.currency})`}
            rules={[schemaRule(manualBookingBody.entries.paymentAmount, amountToPaise)]}
          >
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="status" label={GROUND_UI_TEXTS.status}>
            <Select options={options(MANUAL_BOOKING_STATUSES)} />
          </Form.Item>
          <Form.Item name="paymentStatus" label={GROUND_UI_TEXTS.paymentStatus}>
            <Select options={options(MANUAL_PAYMENT_STATUSES)} />
          </Form.Item>
          <Form.Item name="notes" label={GROUND_UI_TEXTS.notes}>
            <Input.TextArea rows={2} maxLength={BOOKING_TEXT_MAX.notes} showCount />
          </Form.Item>
          <Form.Item name="userId" label={GROUND_UI_TEXTS.member}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              listHeight={GROUND_UI.dropdownMaxHeightPx}
              placeholder={GROUND_UI_TEXTS.selectMember}
              options={members.map((member) => ({ value: member.id, label: member.name }))}
              onChange={nameAfterMember}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
