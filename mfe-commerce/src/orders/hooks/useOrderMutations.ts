import { ORDER_PAYMENT_STATUS_LABELS, ORDER_STATUS_LABELS } from '@cricket/contracts';
import { useCommerceMutation } from '../../common/hooks/useCommerceMutation';
import { ORDER_TEXTS } from '../../texts';
import { changeOrderPayment, changeOrderStatus } from '../api/ordersApi';

export function useChangeOrderStatus() {
  return useCommerceMutation(changeOrderStatus, {
    success: ({ status }) => [ORDER_TEXTS.statusUpdated, ORDER_TEXTS.statusUpdatedText(ORDER_STATUS_LABELS[status])],
    failure: ORDER_TEXTS.updateFailed,
  });
}

export function useChangeOrderPayment() {
  return useCommerceMutation(changeOrderPayment, {
    success: ({ paymentStatus }) => [ORDER_TEXTS.paymentUpdated, ORDER_TEXTS.paymentUpdatedText(ORDER_PAYMENT_STATUS_LABELS[paymentStatus])],
    failure: ORDER_TEXTS.updateFailed,
  });
}
