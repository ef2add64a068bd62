import type { IncomeResponse } from '@cricket/contracts';
import type { Income } from './income.entity';

export function toIncomeResponse(i: Income): IncomeResponse {
  return {
    id: i.id,
    workspaceId: i.workspaceId,
    amountPaise: i.amountPaise,
    source: i.source,
    date: i.date,
    description: i.description,
    payer: i.payer,
    paymentMethod: i.paymentMethod,
    originType: i.originType,
    originId: i.originId,
    createdBy: i.createdBy,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
}
