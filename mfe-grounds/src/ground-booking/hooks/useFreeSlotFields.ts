import type { GroundResponse, SlotHolder } from '@cricket/contracts';
import { Form, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { toIso } from '../utils/dates';
import { freeSlots } from '../utils/freeSlots';

interface SlotFields {
  groundId?: number;
  date?: Dayjs | null;
  timeSlots?: string[];
}

/**
 * The free slots of the ground and date a booking form holds, and its onValuesChange: a new
 * ground or date drops the selected slots that are no longer free (booking §4).
 */
export function useFreeSlotFields<Values extends SlotFields>(form: FormInstance<Values>, grounds: readonly GroundResponse[], bookings: readonly SlotHolder[]) {
  const slotsOf = (groundId: number | undefined, date: Dayjs | null | undefined) =>
    freeSlots(grounds.find((ground) => ground.id === groundId), date ? toIso(date) : undefined, bookings);
  const slots = slotsOf(Form.useWatch('groundId', form), Form.useWatch('date', form));

  const keepFreeSlots = (changed: Partial<Values>, values: Values) => {
    if (!('groundId' in changed) && !('date' in changed)) return;
    const free = slotsOf(values.groundId, values.date);
    const timeSlots = (values.timeSlots ?? []).filter((slot) => free.includes(slot));
    form.setFieldsValue({ timeSlots } as Parameters<FormInstance<Values>['setFieldsValue']>[0]);
  };
  return { slots, keepFreeSlots };
}
