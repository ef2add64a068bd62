import { BOOKING_PURPOSE_LABELS, BOOKING_PURPOSES, GROUND_UI, bookingRequestBody, type GroundResponse } from '@cricket/contracts';
import { schemaRule } from '@cricket/shell-sdk';
import { Form, Select, type FormInstance } from 'antd';
import { GROUND_UI_TEXTS } from '../../texts';
import { BookingDateField } from './BookingDateField';
import { TimeSlotPicker } from './TimeSlotPicker';

const PURPOSE_OPTIONS = BOOKING_PURPOSES.map((value) => ({ value, label: BOOKING_PURPOSE_LABELS[value] }));

interface BookingFieldsProps {
  form: FormInstance;
  grounds: readonly GroundResponse[];
  /** Slots still free on the chosen ground and date. */
  slots: string[];
  /** Marks the ground field as required (the manual booking form does). */
  groundMarkedRequired?: boolean;
}

/**
 * The fields both booking forms start with: ground, date, time slots and purpose. Both request
 * bodies share these entries (booking §5), so the rules are read from the request body's.
 */
export function BookingFields({ form, grounds, slots, groundMarkedRequired }: BookingFieldsProps) {
  return (
    <>
      <Form.Item name="groundId" label={GROUND_UI_TEXTS.ground} required={groundMarkedRequired} rules={[schemaRule(bookingRequestBody.entries.groundId)]}>
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
    </>
  );
}
