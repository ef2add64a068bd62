import {
  batchAsPayload,
  paiseToRupees,
  rupeesToPaise,
  type BatchSettings,
  type SettableBatchStatus,
  type TrainingBatchPayload,
  type TrainingBatchResponse,
} from '@cricket/contracts';

/** What the batch form holds: the fee in rupees, and the status only when editing (it has no ground field). */
export interface BatchFormValues extends Omit<BatchSettings, 'description' | 'monthlyFee' | 'location' | 'groundId'> {
  description?: string;
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
  const { description, monthlyFee, location, groundId: _groundId, ...rest } = batchAsPayload(batch, batch.status === 'closed');
  return { ...rest, description: description ?? undefined, monthlyFeeRupees: paiseToRupees(monthlyFee), location: location ?? undefined };
}

/** A new batch's starting values. */
export const NEW_BATCH_VALUES: Partial<BatchFormValues> = { level: 'beginner', scheduleDays: [], capacity: 20, monthlyFeeRupees: 0 };
