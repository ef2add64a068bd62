import { COMMERCE_API, type PlanPayload, type PlanResponse, type SubscriberPayload, type SubscriberResponse, type SubscriberStatus } from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';

export function createPlan(payload: PlanPayload): Promise<PlanResponse> {
  return apiRequest<PlanResponse>('POST', COMMERCE_API.plans, payload);
}

export function deletePlan(id: number): Promise<unknown> {
  return apiRequest('DELETE', COMMERCE_API.plan(id));
}

/** Creates a subscriber (no id) or replaces one. */
export function saveSubscriber({ id, payload }: { id: number | null; payload: SubscriberPayload }): Promise<SubscriberResponse> {
  return id === null ? apiRequest<SubscriberResponse>('POST', COMMERCE_API.subscribers, payload) : apiRequest<SubscriberResponse>('PUT', COMMERCE_API.subscriber(id), payload);
}

/** Pauses, resumes or cancels a subscription. */
export function changeSubscriberStatus({ id, status }: { id: number; status: SubscriberStatus }): Promise<SubscriberResponse> {
  return apiRequest<SubscriberResponse>('PATCH', COMMERCE_API.subscriberStatus(id), { status });
}
