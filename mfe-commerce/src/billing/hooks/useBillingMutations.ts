import { BILLING_CYCLE_STATUS_LABELS, type CycleStatusPayload } from '@cricket/contracts';
import { useCommerceMutation } from '../../common/hooks/useCommerceMutation';
import { BILLING_TEXTS } from '../../texts';
import { generateCycles, settleCycle } from '../api/billingApi';

export function useGenerateCycles() {
  return useCommerceMutation(generateCycles, {
    success: (_period, answer) => [BILLING_TEXTS.generated, BILLING_TEXTS.generatedText(answer.created, answer.existing)],
    failure: BILLING_TEXTS.generateFailed,
  });
}

export function useSettleCycle(id: number) {
  return useCommerceMutation((payload: CycleStatusPayload) => settleCycle(id, payload), {
    success: (payload) => [BILLING_TEXTS.settled, BILLING_TEXTS.settledText(BILLING_CYCLE_STATUS_LABELS[payload.status])],
    failure: BILLING_TEXTS.settleFailed,
  });
}
