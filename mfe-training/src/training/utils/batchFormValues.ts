import {
  paiseToRupees,
  rupeesToPaise,
  type BatchLevel,
  type ScheduleDay,
  type SettableBatchStatus,
  type TrainingBatchPayload,
  type TrainingBatchResponse,
} from '@cricket/contracts';

/** What the batch form holds: the fee in rupees, and the status only when editing. */
export interface BatchFormValues {
  name: string;
  description?: string;
  level: BatchLevel;
  scheduleDays: ScheduleDay[];
  startTime: string;
  endTime: string;
  startDate: string;
  endDate: string;
  capacity: number;
  monthlyFeeRupees: number;
  location?: string;
  status?: SettableBatchStatus;
}

/** The form's values as the request sends them: blanks as null, the fee in paise. */
export function toPayload(values: BatchFormValues): TrainingBatchPayload {
  const { monthlyFeeRupees, description, location, ...rest } = values;
  return {
    ...rest,
    description: description?.trim() || null,
    location: location?.trim() || null,
    monthlyFee: rupeesToPaise(monthlyFeeRupees ?? 0),
  };
}

/** A stored batch as the form's values; a full batch is shown as open (full is not set by hand). */
export function toValues(batch: TrainingBatchResponse): BatchFormValues {
  return {
    name: batch.name,
    description: batch.description ?? undefined,
    level: batch.level,
    scheduleDays: batch.scheduleDays,
    startTime: batch.startTime,
    endTime: batch.endTime,
    startDate: batch.startDate,
    endDate: batch.endDate,
    capacity: batch.capacity,
    monthlyFeeRupees: paiseToRupees(batch.monthlyFee),
    location: batch.location ?? undefined,
    status: batch.status === 'closed' ? 'closed' : 'open',
  };
}

/** A new batch's starting values. */
export const NEW_BATCH_VALUES: Partial<BatchFormValues> = { level: 'beginner', scheduleDays: [], capacity: 20, monthlyFeeRupees: 0 };
