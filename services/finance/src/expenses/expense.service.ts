import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, Repository, type FindOptionsWhere } from 'typeorm';
import { FINANCE_MESSAGES, type ExpenseBody, type ExpenseCategory, type ExpenseResponse, type FinancePeriod } from '@cricket/contracts';
import { found, workspaceIdOf } from '@cricket/service-kit';
import type { SignedInContext } from '@cricket/service-kit';
import { Expense } from './expense.entity';
import { toExpenseResponse } from './expense.mapper';

@Injectable()
export class ExpenseService {
  constructor(@InjectRepository(Expense) private readonly expenses: Repository<Expense>) {}

  async list(auth: SignedInContext, period: FinancePeriod | null, category?: ExpenseCategory): Promise<ExpenseResponse[]> {
    const where: FindOptionsWhere<Expense> = { workspaceId: workspaceIdOf(auth) };
    if (period) where.date = Between(period.from, period.to);
    if (category) where.category = category;
    const rows = await this.expenses.find({ where, order: { date: 'DESC', id: 'DESC' } });
    return rows.map(toExpenseResponse);
  }

  async get(auth: SignedInContext, id: number): Promise<ExpenseResponse> {
    return toExpenseResponse(await this.own(auth, id));
  }

  async create(auth: SignedInContext, dto: ExpenseBody): Promise<ExpenseResponse> {
    const expense = this.expenses.create({ ...fields(dto), workspaceId: workspaceIdOf(auth), createdBy: auth.user.id });
    return toExpenseResponse(await this.expenses.save(expense));
  }

  async update(auth: SignedInContext, id: number, dto: ExpenseBody): Promise<ExpenseResponse> {
    const expense = await this.own(auth, id);
    Object.assign(expense, fields(dto));
    return toExpenseResponse(await this.expenses.save(expense));
  }

  async remove(auth: SignedInContext, id: number): Promise<{ success: true }> {
    await this.expenses.delete({ id: (await this.own(auth, id)).id });
    return { success: true };
  }

  /** Another workspace's expense is as absent as a missing one. */
  private async own(auth: SignedInContext, id: number): Promise<Expense> {
    return found(await this.expenses.findOne({ where: { id, workspaceId: workspaceIdOf(auth) } }), FINANCE_MESSAGES.expenseNotFound);
  }
}

function fields(dto: ExpenseBody) {
  const { amountPaise, category, date, description, vendor, paymentMethod } = dto;
  return { amountPaise, category, date, description, vendor, paymentMethod };
}
