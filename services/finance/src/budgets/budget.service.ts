import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { FINANCE_MESSAGES, type BudgetBody, type BudgetResponse } from '@cricket/contracts';
import { found, workspaceIdOf } from '@cricket/service-kit';
import type { SignedInContext } from '@cricket/service-kit';
import { Budget } from './budget.entity';
import { toBudgetResponse } from './budget.mapper';

/** Budgets and what was spent against them: the expenses of the budget's category within its period, read live. */
@Injectable()
export class BudgetService {
  constructor(@InjectRepository(Budget) private readonly budgets: Repository<Budget>) {}

  async list(auth: SignedInContext): Promise<BudgetResponse[]> {
    const rows = await this.budgets.find({ where: { workspaceId: workspaceIdOf(auth) }, order: { startDate: 'DESC', id: 'DESC' } });
    return this.withSpent(rows);
  }

  async get(auth: SignedInContext, id: number): Promise<BudgetResponse> {
    return (await this.withSpent([await this.own(auth, id)]))[0];
  }

  async create(auth: SignedInContext, dto: BudgetBody): Promise<BudgetResponse> {
    const budget = await this.budgets.save(this.budgets.create({ ...fields(dto), workspaceId: workspaceIdOf(auth), createdBy: auth.user.id }));
    return (await this.withSpent([budget]))[0];
  }

  async update(auth: SignedInContext, id: number, dto: BudgetBody): Promise<BudgetResponse> {
    const budget = await this.own(auth, id);
    Object.assign(budget, fields(dto));
    return (await this.withSpent([await this.budgets.save(budget)]))[0];
  }

  async remove(auth: SignedInContext, id: number): Promise<{ success: true }> {
    await this.budgets.delete({ id: (await this.own(auth, id)).id });
    return { success: true };
  }

  private async own(auth: SignedInContext, id: number): Promise<Budget> {
    return found(await this.budgets.findOne({ where: { id, workspaceId: workspaceIdOf(auth) } }), FINANCE_MESSAGES.budgetNotFound);
  }

  private async withSpent(budgets: Budget[]): Promise<BudgetResponse[]> {
    if (budgets.length === 0) return [];
    const spent: { id: number; spent: string }[] = await this.budgets.query(
      `SELECT b.id, COALESCE(SUM(e.amount_paise), 0) AS spent
         FROM budgets b
         LEFT JOIN expenses e ON e.workspace_id = b.workspace_id AND e.category = b.category AND e.date BETWEEN b.start_date AND b.end_date
        WHERE b.id = ANY($1)
        GROUP BY b.id`,
      [budgets.map((b) => b.id)],
    );
    const byId = new Map(spent.map((row) => [row.id, Number(row.spent)]));
    return budgets.map((b) => toBudgetResponse(b, byId.get(b.id) ?? 0));
  }
}

function fields(dto: BudgetBody) {
  const { name, category, amountPaise, startDate, endDate } = dto;
  return { name, category, amountPaise, startDate, endDate };
}
