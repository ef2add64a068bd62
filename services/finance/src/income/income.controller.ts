import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { FINANCE_MESSAGES, FINANCE_MODULES, type IncomeResponse } from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, type SignedInContext } from '@cricket/service-kit';
import { optionalPeriodOf } from '../common/period';
import { IncomeDto, IncomeListQuery } from './dto/income.dto';
import { IncomeService } from './income.service';

const IncomeIdPipe = idPipe(FINANCE_MESSAGES.incomeNotFound);

@ApiTags('Income')
@Controller('api/income')
export class IncomeController {
  constructor(private readonly income: IncomeService) {}

  @Get()
  @RequirePermission(FINANCE_MODULES.entries, 'list')
  list(@Auth() auth: SignedInContext, @Query() query: IncomeListQuery): Promise<IncomeResponse[]> {
    return this.income.list(auth, optionalPeriodOf(query), query.source);
  }

  @Get(':id')
  @RequirePermission(FINANCE_MODULES.entries, 'view')
  get(@Auth() auth: SignedInContext, @Param('id', IncomeIdPipe) id: number): Promise<IncomeResponse> {
    return this.income.get(auth, id);
  }

  @Post()
  @RequirePermission(FINANCE_MODULES.entries, 'create')
  create(@Auth() auth: SignedInContext, @Body() dto: IncomeDto): Promise<IncomeResponse> {
    return this.income.create(auth, dto);
  }

  @Put(':id')
  @RequirePermission(FINANCE_MODULES.entries, 'edit')
  update(@Auth() auth: SignedInContext, @Param('id', IncomeIdPipe) id: number, @Body() dto: IncomeDto): Promise<IncomeResponse> {
    return this.income.update(auth, id, dto);
  }

  @Delete(':id')
  @RequirePermission(FINANCE_MODULES.entries, 'delete')
  remove(@Auth() auth: SignedInContext, @Param('id', IncomeIdPipe) id: number): Promise<{ success: true }> {
    return this.income.remove(auth, id);
  }
}
