import { ConflictException, Injectable } from '@nestjs/common';
import { Between, type FindOptionsWhere } from 'typeorm';
import { FINANCE_MESSAGES, type FinancePeriod, type IncomeBody, type IncomeResponse, type IncomeSource } from '@cricket/contracts';
import { InjectWorkspaceRepository, WorkspaceRepository, workspaceIdOf } from '@cricket/service-kit';
import type { SignedInContext } from '@cricket/service-kit';
import { Income } from './income.entity';
import { toIncomeResponse } from './income.mapper';

@Injectable()
export class IncomeService {
  constructor(@InjectWorkspaceRepository(Income) private readonly income: WorkspaceRepository<Income>) {}

  async list(auth: SignedInContext, period: FinancePeriod | null, source?: IncomeSource): Promise<IncomeResponse[]> {
    const workspaceId = workspaceIdOf(auth);
    const where: FindOptionsWhere<Income> = {};
    if (period) where.date = Between(period.from, period.to);
    if (source) where.source = source;
    const rows = await this.income.find(workspaceId, { where, order: { date: 'DESC', id: 'DESC' } });
    return rows.map(toIncomeResponse);
  }

  async get(auth: SignedInContext, id: number): Promise<IncomeResponse> {
    return toIncomeResponse(await this.own(auth, id));
  }

  async create(auth: SignedInContext, dto: IncomeBody): Promise<IncomeResponse> {
    const workspaceId = workspaceIdOf(auth);
    const entry = this.income.create(workspaceId, { ...fields(dto), createdBy: auth.user.id, originType: null, originId: null });
    return toIncomeResponse(await this.income.save(workspaceId, entry));
  }

  async update(auth: SignedInContext, id: number, dto: IncomeBody): Promise<IncomeResponse> {
    const entry = typedIn(await this.own(auth, id));
    Object.assign(entry, fields(dto));
    return toIncomeResponse(await this.income.save(entry.workspaceId, entry));
  }

  async remove(auth: SignedInContext, id: number): Promise<{ success: true }> {
    const entry = typedIn(await this.own(auth, id));
    await this.income.delete(entry.workspaceId, { id: entry.id });
    return { success: true };
  }

  private own(auth: SignedInContext, id: number): Promise<Income> {
    return this.income.get(workspaceIdOf(auth), id, FINANCE_MESSAGES.incomeNotFound);
  }
}

/** Income that follows another area's event changes only with that event (a refund reverses it). */
function typedIn(entry: Income): Income {
  if (entry.originType !== null) throw new ConflictException(FINANCE_MESSAGES.incomeFromEvent);
  return entry;
}

function fields(dto: IncomeBody) {
  const { amountPaise, source, date, description, payer, paymentMethod } = dto;
  return { amountPaise, source, date, description, payer, paymentMethod };
}
