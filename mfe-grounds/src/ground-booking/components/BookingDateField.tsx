import { BOOKING_MESSAGES, type GroundResponse } from '@cricket/contracts';
import { DatePicker, Form, type FormInstance } from 'antd';
import { GROUND_UI_TEXTS } from '../../texts';
import { useBookingDateField } from '../hooks/useBookingDateField';

/** The date of both booking forms: required, and within the chosen ground's bookable days. */
export function BookingDateField({ form, grounds }: { form: FormInstance; grounds: readonly GroundResponse[] }) {
  const bookingDate = useBookingDateField(form, grounds);
  return (
    <Form.Item name="date" label={GROUND_UI_TEXTS.date} dependencies={['groundId']} rules={[{ required: true, message: BOOKING_MESSAGES.date }, bookingDate.rule]}>
      <DatePicker style={{ width: '100%' }} placeholder={GROUND_UI_TEXTS.datePlaceholder} disabledDate={bookingDate.disabledDate} />
    </Form.Item>
  );
}
