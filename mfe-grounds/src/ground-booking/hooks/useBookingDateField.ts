import { GROUND_DEFAULTS, bookingDateProblem, type GroundResponse } from '@cricket/contracts';
import { Form, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { toIso, todayIso } from '../utils/dates';

/**
 * The date field of both booking forms, under the service's rule: not in the past, nor beyond the
 * chosen ground's booking horizon. The picker greys out those days; a preselected one is refused
 * with the service's message.
 */
export function useBookingDateField(form: FormInstance, grounds: readonly GroundResponse[]) {
  const horizonOf = (groundId: unknown) => grounds.find((ground) => ground.id === groundId)?.bookingHorizonDays ?? GROUND_DEFAULTS.bookingHorizonDays;
  const problemOf = (date: Dayjs, groundId: unknown) => bookingDateProblem(toIso(date), todayIso(), horizonOf(groundId));
  const groundId = Form.useWatch('groundId', form);

  const rule: Rule = ({ getFieldValue }) => ({
    validator: async (_rule, date: Dayjs | null | undefined) => {
      const problem = date ? problemOf(date, getFieldValue('groundId')) : null;
      if (problem) throw new Error(problem);
    },
  });
  return { rule, disabledDate: (date: Dayjs) => problemOf(date, groundId) !== null };
}
