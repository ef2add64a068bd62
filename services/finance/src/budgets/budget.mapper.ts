import { budgetProgress, type BudgetResponse } from '@cricket/contracts';
import type { Budget } from './budget.entity';

export function toBudgetResponse(b: Budget, spentPaise: number): BudgetResponse {
  return {
    id: b.id,
    workspaceId: b.workspaceId,
    name: b.name,
    category: b.category,
    amountPaise: b.amountPaise,
    startDate: b.startDate,
    endDate: b.endDate,
    ...budgetProgress(spentPaise, b.amountPaise),
    createdBy: b.createdBy,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}
