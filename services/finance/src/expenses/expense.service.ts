import { Injectable } from '@nestjs/common';
import { Between, type FindOptionsWhere } from 'typeorm';
import { FINANCE_MESSAGES, type ExpenseBody, type ExpenseCategory, type ExpenseResponse, type FinancePeriod } from '@cricket/contracts';
import { InjectWorkspaceRepository, WorkspaceRepository, workspaceIdOf } from '@cricket/service-kit';
import type { SignedInContext } from '@cricket/service-kit';
import { Expense } from './expense.entity';
import { toExpenseResponse } from './expense.mapper';

@Injectable()
export class ExpenseService {
  constructor(@InjectWorkspaceRepository(Expense) private readonly expenses: WorkspaceRepository<Expense>) {}

  async list(auth: SignedInContext, period: FinancePeriod | null, category?: ExpenseCategory): Promise<ExpenseResponse[]> {
    const workspaceId = workspaceIdOf(auth);
    const where: FindOptionsWhere<Expense> = {};
    if (period) where.date = Between(period.from, period.to);
    if (category) where.category = category;
    const rows = await this.expenses.find(workspaceId, { where, order: { date: 'DESC', id: 'DESC' } });
    return rows.map(toExpenseResponse);
  }

  async get(auth: SignedInContext, id: number): Promise<ExpenseResponse> {
    return toExpenseResponse(await this.own(auth, id));
  }

  async create(auth: SignedInContext, dto: ExpenseBody): Promise<ExpenseResponse> {
    const workspaceId = workspaceIdOf(auth);
    const expense = this.expenses.create(workspaceId, { ...fields(dto), createdBy: auth.user.id });
    return toExpenseResponse(await this.expenses.save(workspaceId, expense));
  }

  async update(auth: SignedInContext, id: number, dto: ExpenseBody): Promise<ExpenseResponse> {
    const expense = await this.own(auth, id);
    Object.assign(expense, fields(dto));
    return toExpenseResponse(await this.expenses.save(expense.workspaceId, expense));
  }

  async remove(auth: SignedInContext, id: number): Promise<{ success: true }> {
    const expense = await this.own(auth, id);
    await this.expenses.delete(expense.workspaceId, { id: expense.id });
    return { success: true };
  }

  private own(auth: SignedInContext, id: number): Promise<Expense> {
    return this.expenses.get(workspaceIdOf(auth), id, FINANCE_MESSAGES.expenseNotFound);
  }
}

function fields(dto: ExpenseBody) {
  const { amountPaise, category, date, description, vendor, paymentMethod } = dto;
  return { amountPaise, category, date, description, vendor, paymentMethod };
}
