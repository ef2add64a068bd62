import {
  budgetProgress,
  monthsOf,
  type BudgetResponse,
  type ExpenseResponse,
  type FinancePeriod,
  type FinanceSummaryResponse,
} from '@cricket/contracts';
import { TEST_WORKSPACE_ID } from '@cricket/shell-sdk/testing';

let nextId = 1;

export const NOVEMBER: FinancePeriod = { from: '2026-11-01', to: '2026-11-30' };

export function newExpense(overrides: Partial<ExpenseResponse> = {}): ExpenseResponse {
  return {
    id: nextId++,
    workspaceId: TEST_WORKSPACE_ID,
    amountPaise: 150000,
    category: 'equipment',
    date: '2026-11-02',
    description: 'Match balls',
    vendor: 'Sports Hub',
    paymentMethod: 'upi',
    createdBy: 7,
    createdAt: '2026-11-02T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A budget whose progress follows the shared rule, as the service answers it. */
export function newBudget(amountPaise: number, spentPaise: number, overrides: Partial<BudgetResponse> = {}): BudgetResponse {
  return {
    id: nextId++,
    workspaceId: TEST_WORKSPACE_ID,
    name: `Budget ${nextId}`,
    category: 'equipment',
    amountPaise,
    startDate: NOVEMBER.from,
    endDate: NOVEMBER.to,
    createdBy: 7,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...budgetProgress(spentPaise, amountPaise),
    ...overrides,
  };
}

/** The dashboard totals of a period with nothing recorded. */
export function emptySummary(period: FinancePeriod = NOVEMBER): FinanceSummaryResponse {
  return {
    period,
    totalExpensesPaise: 0,
    totalIncomePaise: 0,
    netPaise: 0,
    expensesByCategory: [],
    incomeBySource: [],
    byMonth: monthsOf(period).map((month) => ({ month, expensesPaise: 0, incomePaise: 0 })),
  };
}
