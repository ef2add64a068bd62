import { COMMERCE_API, type BillingCycleResponse, type CycleStatusPayload, type GenerateCyclesResponse } from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';

/** One cycle per active subscriber billed in the month; cycles that exist already are kept. */
export function generateCycles(period: string): Promise<GenerateCyclesResponse> {
  return apiRequest<GenerateCyclesResponse>('POST', COMMERCE_API.generateCycles, { period });
}

/** Marks a cycle paid or waives it. */
export function settleCycle(id: number, payload: CycleStatusPayload): Promise<BillingCycleResponse> {
  return apiRequest<BillingCycleResponse>('PATCH', COMMERCE_API.billingCycleStatus(id), payload);
}
