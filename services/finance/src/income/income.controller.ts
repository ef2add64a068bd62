import { Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  FINANCE_MESSAGES,
  FINANCE_MODULES,
  incomeBody,
  incomeListQuery,
  type IncomeBody,
  type IncomeListQuery,
  type IncomeResponse,
} from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, ValidBody, ValidQuery, type SignedInContext } from '@cricket/service-kit';
import { IncomeService } from './income.service';

const IncomeIdPipe = idPipe(FINANCE_MESSAGES.incomeNotFound);

@ApiTags('Income')
@Controller('api/income')
export class IncomeController {
  constructor(private readonly income: IncomeService) {}

  @Get()
  @RequirePermission(FINANCE_MODULES.entries, 'list')
  list(@Auth() auth: SignedInContext, @ValidQuery(incomeListQuery) query: IncomeListQuery): Promise<IncomeResponse[]> {
    return this.income.list(auth, query.period, query.source);
  }

  @Get(':id')
  @RequirePermission(FINANCE_MODULES.entries, 'view')
  get(@Auth() auth: SignedInContext, @Param('id', IncomeIdPipe) id: number): Promise<IncomeResponse> {
    return this.income.get(auth, id);
  }

  @Post()
  @RequirePermission(FINANCE_MODULES.entries, 'create')
  create(@Auth() auth: SignedInContext, @ValidBody(incomeBody) dto: IncomeBody): Promise<IncomeResponse> {
    return this.income.create(auth, dto);
  }

  @Put(':id')
  @RequirePermission(FINANCE_MODULES.entries, 'edit')
  update(@Auth() auth: SignedInContext, @Param('id', IncomeIdPipe) id: number, @ValidBody(incomeBody) dto: IncomeBody): Promise<IncomeResponse> {
    return this.income.update(auth, id, dto);
  }

  @Delete(':id')
  @RequirePermission(FINANCE_MODULES.entries, 'delete')
  remove(@Auth() auth: SignedInContext, @Param('id', IncomeIdPipe) id: number): Promise<{ success: true }> {
    return this.income.remove(auth, id);
  }
}
