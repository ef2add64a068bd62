import { SUBSCRIBER_STATUS_LABELS } from '@cricket/contracts';
import { useCommerceMutation } from '../../common/hooks/useCommerceMutation';
import { SUBSCRIPTION_TEXTS } from '../../texts';
import { changeSubscriberStatus, createPlan, deletePlan, saveSubscriber } from '../api/subscriptionsApi';

export function useCreatePlan() {
  return useCommerceMutation(createPlan, {
    success: () => [SUBSCRIPTION_TEXTS.planCreated, SUBSCRIPTION_TEXTS.planCreatedText],
    failure: SUBSCRIPTION_TEXTS.saveFailed,
  });
}

export function useDeletePlan(id: number) {
  return useCommerceMutation(() => deletePlan(id), {
    success: () => [SUBSCRIPTION_TEXTS.planDeleted, SUBSCRIPTION_TEXTS.planDeletedText],
    failure: SUBSCRIPTION_TEXTS.saveFailed,
  });
}

export function useSaveSubscriber() {
  return useCommerceMutation(saveSubscriber, {
    success: () => [SUBSCRIPTION_TEXTS.subscriberSaved, SUBSCRIPTION_TEXTS.subscriberSavedText],
    failure: SUBSCRIPTION_TEXTS.saveFailed,
  });
}

export function useChangeSubscriberStatus() {
  return useCommerceMutation(changeSubscriberStatus, {
    success: ({ status }) => [SUBSCRIPTION_TEXTS.statusChanged, SUBSCRIPTION_TEXTS.statusChangedText(SUBSCRIBER_STATUS_LABELS[status])],
    failure: SUBSCRIPTION_TEXTS.saveFailed,
  });
}
