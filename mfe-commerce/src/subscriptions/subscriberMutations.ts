import { COMMERCE_API, SUBSCRIBER_STATUS_LABELS, type SubscriberPayload, type SubscriberResponse, type SubscriberStatus } from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';
import { useCommerceMutation } from '../common/api';
import { SUBSCRIPTION_TEXTS } from '../texts';

export function useSaveSubscriber() {
  return useCommerceMutation(
    ({ id, payload }: { id: number | null; payload: SubscriberPayload }) =>
      id === null
        ? apiRequest<SubscriberResponse>('POST', COMMERCE_API.subscribers, payload)
        : apiRequest<SubscriberResponse>('PUT', COMMERCE_API.subscriber(id), payload),
    { success: () => [SUBSCRIPTION_TEXTS.subscriberSaved, SUBSCRIPTION_TEXTS.subscriberSavedText], failure: SUBSCRIPTION_TEXTS.saveFailed },
  );
}

export function useChangeSubscriberStatus() {
  return useCommerceMutation(
    ({ id, status }: { id: number; status: SubscriberStatus }) => apiRequest<SubscriberResponse>('PATCH', COMMERCE_API.subscriberStatus(id), { status }),
    { success: ({ status }) => [SUBSCRIPTION_TEXTS.statusChanged, SUBSCRIPTION_TEXTS.statusChangedText(SUBSCRIBER_STATUS_LABELS[status])], failure: SUBSCRIPTION_TEXTS.saveFailed },
  );
}
