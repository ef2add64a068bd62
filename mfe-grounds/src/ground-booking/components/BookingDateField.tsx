import { bookingRequestBody, type GroundResponse } from '@cricket/contracts';
import { schemaRule } from '@cricket/shell-sdk';
import { DatePicker, Form, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { GROUND_UI_TEXTS } from '../../texts';
import { useBookingDateField } from '../hooks/useBookingDateField';
import { toIso } from '../utils/dates';

const dateOnWire = (date: unknown) => (date ? toIso(date as Dayjs) : date);

/** The date of both booking forms: required, and within the chosen ground's bookable days. */
export function BookingDateField({ form, grounds }: { form: FormInstance; grounds: readonly GroundResponse[] }) {
  const bookingDate = useBookingDateField(form, grounds);
  return (
    <Form.Item
      name="date"
      label={GROUND_UI_TEXTS.date}
      dependencies={['groundId']}
      required
      rules={[schemaRule(bookingRequestBody.entries.date, dateOnWire), bookingDate.rule]}
    >
      <DatePicker style={{ width: '100%' }} placeholder={GROUND_UI_TEXTS.datePlaceholder} disabledDate={bookingDate.disabledDate} />
    </Form.Item>
  );
}
