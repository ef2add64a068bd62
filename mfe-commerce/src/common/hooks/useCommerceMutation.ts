import { useAreaMutation, type MutationToasts } from '@cricket/shell-sdk';
import { isCommerceKey } from '../utils/commerceKeys';

/** A change with its toasts; every commerce read is refetched once it lands. */
export const useCommerceMutation = <V, R = unknown>(mutationFn: (variables: V) => Promise<R>, toasts: MutationToasts<V, R>) => useAreaMutation(mutationFn, toasts, isCommerceKey);
