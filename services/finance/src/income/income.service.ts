import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, Repository, type FindOptionsWhere } from 'typeorm';
import { FINANCE_MESSAGES, type FinancePeriod, type IncomeBody, type IncomeResponse, type IncomeSource } from '@cricket/contracts';
import { found, workspaceIdOf } from '@cricket/service-kit';
import type { SignedInContext } from '@cricket/service-kit';
import { Income } from './income.entity';
import { toIncomeResponse } from './income.mapper';

@Injectable()
export class IncomeService {
  constructor(@InjectRepository(Income) private readonly income: Repository<Income>) {}

  async list(auth: SignedInContext, period: FinancePeriod | null, source?: IncomeSource): Promise<IncomeResponse[]> {
    const where: FindOptionsWhere<Income> = { workspaceId: workspaceIdOf(auth) };
    if (period) where.date = Between(period.from, period.to);
    if (source) where.source = source;
    const rows = await this.income.find({ where, order: { date: 'DESC', id: 'DESC' } });
    return rows.map(toIncomeResponse);
  }

  async get(auth: SignedInContext, id: number): Promise<IncomeResponse> {
    return toIncomeResponse(await this.own(auth, id));
  }

  async create(auth: SignedInContext, dto: IncomeBody): Promise<IncomeResponse> {
    const entry = this.income.create({ ...fields(dto), workspaceId: workspaceIdOf(auth), createdBy: auth.user.id, originType: null, originId: null });
    return toIncomeResponse(await this.income.save(entry));
  }

  async update(auth: SignedInContext, id: number, dto: IncomeBody): Promise<IncomeResponse> {
    const entry = typedIn(await this.own(auth, id));
    Object.assign(entry, fields(dto));
    return toIncomeResponse(await this.income.save(entry));
  }

  async remove(auth: SignedInContext, id: number): Promise<{ success: true }> {
    await this.income.delete({ id: typedIn(await this.own(auth, id)).id });
    return { success: true };
  }

  private async own(auth: SignedInContext, id: number): Promise<Income> {
    return found(await this.income.findOne({ where: { id, workspaceId: workspaceIdOf(auth) } }), FINANCE_MESSAGES.incomeNotFound);
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
