import { useCommerceMutation } from '../../common/hooks/useCommerceMutation';
import { CART_TEXTS } from '../../texts';
import { checkout } from '../api/catalogApi';

/** Places the cart's orders. */
export function useCheckout() {
  return useCommerceMutation(checkout, {
    success: (_payload, answer) => [CART_TEXTS.placed, CART_TEXTS.placedText(answer.orders.length)],
    failure: CART_TEXTS.failed,
  });
}
