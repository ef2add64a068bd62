import {
  GROUND_TOASTS,
  type BookingRequestPayload,
  type BookingStatus,
  type GroundPayload,
  type ManualBookingPayload,
  type PaymentStatus,
} from '@cricket/contracts';
import { useAreaMutation } from '@cricket/shell-sdk';
import {
  createManualBooking,
  deleteGround,
  requestBooking,
  saveGround,
  updateBookingStatus,
  updatePaymentStatus,
} from '../api/groundApi';
import { isGroundDataKey } from '../api/groundKeys';

interface Outcome<V> {
  success: (variables: V) => [title: string, description: string];
  /** Shown under the title 'Error' when the server sends no message (booking §8). */
  failure: string;
}

/** A change with the toasts of booking §8; every grounds and bookings read is refetched after it. */
function useGroundMutation<V>(mutationFn: (variables: V) => Promise<unknown>, { success, failure }: Outcome<V>) {
  return useAreaMutation(mutationFn, { success: (variables) => success(variables), failure }, isGroundDataKey);
}

export function useRequestBooking() {
  return useGroundMutation((payload: BookingRequestPayload) => requestBooking(payload), {
    success: () => [GROUND_TOASTS.bookingRequestedTitle, GROUND_TOASTS.bookingRequested],
    failure: GROUND_TOASTS.bookingFailed,
  });
}

export function useCreateManualBooking() {
  return useGroundMutation((payload: ManualBookingPayload) => createManualBooking(payload), {
    success: () => [GROUND_TOASTS.manualCreatedTitle, GROUND_TOASTS.manualCreated],
    failure: GROUND_TOASTS.manualFailed,
  });
}

export function useUpdateBookingStatus() {
  return useGroundMutation(({ id, status }: { id: number; status: BookingStatus }) => updateBookingStatus(id, status), {
    success: () => [GROUND_TOASTS.statusUpdatedTitle, GROUND_TOASTS.statusUpdated],
    failure: GROUND_TOASTS.statusFailed,
  });
}

export function useUpdatePaymentStatus() {
  return useGroundMutation(({ id, paymentStatus }: { id: number; paymentStatus: PaymentStatus }) => updatePaymentStatus(id, paymentStatus), {
    success: () => [GROUND_TOASTS.paymentUpdatedTitle, GROUND_TOASTS.paymentUpdated],
    failure: GROUND_TOASTS.paymentFailed,
  });
}

export function useSaveGround() {
  return useGroundMutation(({ id, payload }: { id: number | null; payload: GroundPayload }) => saveGround(id, payload), {
    success: ({ id }) =>
      id === null ? [GROUND_TOASTS.groundCreatedTitle, GROUND_TOASTS.groundCreated] : [GROUND_TOASTS.groundUpdatedTitle, GROUND_TOASTS.groundUpdated],
    failure: GROUND_TOASTS.groundSaveFailed,
  });
}

export function useDeleteGround() {
  return useGroundMutation((id: number) => deleteGround(id), {
    success: () => [GROUND_TOASTS.groundDeletedTitle, GROUND_TOASTS.groundDeleted],
    failure: GROUND_TOASTS.groundDeleteFailed,
  });
}
