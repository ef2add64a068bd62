import { Injectable } from '@nestjs/common';
import { FINANCE_MESSAGES, type BudgetBody, type BudgetResponse } from '@cricket/contracts';
import { InjectWorkspaceRepository, WorkspaceRepository, workspaceIdOf } from '@cricket/service-kit';
import type { SignedInContext } from '@cricket/service-kit';
import { Expense } from '../expenses/expense.entity';
import { Budget } from './budget.entity';
import { toBudgetResponse } from './budget.mapper';

/** Budgets and what was spent against them: the expenses of the budget's category within its period, read live. */
@Injectable()
export class BudgetService {
  constructor(@InjectWorkspaceRepository(Budget) private readonly budgets: WorkspaceRepository<Budget>) {}

  async list(auth: SignedInContext): Promise<BudgetResponse[]> {
    const workspaceId = workspaceIdOf(auth);
    const rows = await this.budgets.find(workspaceId, { order: { startDate: 'DESC', id: 'DESC' } });
    return this.withSpent(workspaceId, rows);
  }

  async get(auth: SignedInContext, id: number): Promise<BudgetResponse> {
    const budget = await this.own(auth, id);
    return (await this.withSpent(budget.workspaceId, [budget]))[0];
  }

  async create(auth: SignedInContext, dto: BudgetBody): Promise<BudgetResponse> {
    const workspaceId = workspaceIdOf(auth);
    const budget = await this.budgets.save(workspaceId, this.budgets.create(workspaceId, { ...fields(dto), createdBy: auth.user.id }));
    return (await this.withSpent(workspaceId, [budget]))[0];
  }

  async update(auth: SignedInContext, id: number, dto: BudgetBody): Promise<BudgetResponse> {
    const budget = await this.own(auth, id);
    Object.assign(budget, fields(dto));
    return (await this.withSpent(budget.workspaceId, [await this.budgets.save(budget.workspaceId, budget)]))[0];
  }

  async remove(auth: SignedInContext, id: number): Promise<{ success: true }> {
    const budget = await this.own(auth, id);
    await this.budgets.delete(budget.workspaceId, { id: budget.id });
    return { success: true };
  }

  private own(auth: SignedInContext, id: number): Promise<Budget> {
    return this.budgets.get(workspaceIdOf(auth), id, FINANCE_MESSAGES.budgetNotFound);
  }

  private async withSpent(workspaceId: number, budgets: Budget[]): Promise<BudgetResponse[]> {
    if (budgets.length === 0) return [];
    const spent: { id: number; spent: string }[] = await this.budgets
      .query(workspaceId, 'b')
      .select('b.id', 'id')
      .addSelect('COALESCE(SUM(e.amount_paise), 0)', 'spent')
      // The expenses of the budget's own workspace.
      .leftJoin(Expense, 'e', 'e.workspace_id = b.workspace_id AND e.category = b.category AND e.date BETWEEN b.start_date AND b.end_date')
      .andWhere('b.id = ANY(:ids)', { ids: budgets.map((b) => b.id) })
      .groupBy('b.id')
      .getRawMany();
    const byId = new Map(spent.map((row) => [row.id, Number(row.spent)]));
    return budgets.map((b) => toBudgetResponse(b, byId.get(b.id) ?? 0));
  }
}

function fields(dto: BudgetBody) {
  const { name, category, amountPaise, startDate, endDate } = dto;
  return { name, category, amountPaise, startDate, endDate };
}
