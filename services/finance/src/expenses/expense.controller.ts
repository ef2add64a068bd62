import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { FINANCE_MESSAGES, FINANCE_MODULES, type ExpenseResponse } from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, type SignedInContext } from '@cricket/service-kit';
import { optionalPeriodOf } from '../common/period';
import { ExpenseDto, ExpenseListQuery } from './dto/expense.dto';
import { ExpenseService } from './expense.service';

const ExpenseIdPipe = idPipe(FINANCE_MESSAGES.expenseNotFound);

@ApiTags('Expenses')
@Controller('api/expenses')
export class ExpenseController {
  constructor(private readonly expenses: ExpenseService) {}

  @Get()
  @RequirePermission(FINANCE_MODULES.entries, 'list')
  list(@Auth() auth: SignedInContext, @Query() query: ExpenseListQuery): Promise<ExpenseResponse[]> {
    return this.expenses.list(auth, optionalPeriodOf(query), query.category);
  }

  @Get(':id')
  @RequirePermission(FINANCE_MODULES.entries, 'view')
  get(@Auth() auth: SignedInContext, @Param('id', ExpenseIdPipe) id: number): Promise<ExpenseResponse> {
    return this.expenses.get(auth, id);
  }

  @Post()
  @RequirePermission(FINANCE_MODULES.entries, 'create')
  create(@Auth() auth: SignedInContext, @Body() dto: ExpenseDto): Promise<ExpenseResponse> {
    return this.expenses.create(auth, dto);
  }

  @Put(':id')
  @RequirePermission(FINANCE_MODULES.entries, 'edit')
  update(@Auth() auth: SignedInContext, @Param('id', ExpenseIdPipe) id: number, @Body() dto: ExpenseDto): Promise<ExpenseResponse> {
    return this.expenses.update(auth, id, dto);
  }

  @Delete(':id')
  @RequirePermission(FINANCE_MODULES.entries, 'delete')
  remove(@Auth() auth: SignedInContext, @Param('id', ExpenseIdPipe) id: number): Promise<{ success: true }> {
    return this.expenses.remove(auth, id);
  }
}
