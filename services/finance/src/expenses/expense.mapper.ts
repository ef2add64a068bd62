import type { ExpenseResponse } from '@cricket/contracts';
import type { Expense } from './expense.entity';

export function toExpenseResponse(e: Expense): ExpenseResponse {
  return {
    id: e.id,
    workspaceId: e.workspaceId,
    amountPaise: e.amountPaise,
    category: e.category,
    date: e.date,
    description: e.description,
    vendor: e.vendor,
    paymentMethod: e.paymentMethod,
    createdBy: e.createdBy,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}
