import { Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  expenseBody,
  expenseListQuery,
  FINANCE_MESSAGES,
  FINANCE_MODULES,
  type ExpenseBody,
  type ExpenseListQuery,
  type ExpenseResponse,
} from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, ValidBody, ValidQuery, type SignedInContext } from '@cricket/service-kit';
import { ExpenseService } from './expense.service';

const ExpenseIdPipe = idPipe(FINANCE_MESSAGES.expenseNotFound);

@ApiTags('Expenses')
@Controller('api/expenses')
export class ExpenseController {
  constructor(private readonly expenses: ExpenseService) {}

  @Get()
  @RequirePermission(FINANCE_MODULES.entries, 'list')
  list(@Auth() auth: SignedInContext, @ValidQuery(expenseListQuery) query: ExpenseListQuery): Promise<ExpenseResponse[]> {
    return this.expenses.list(auth, query.period, query.category);
  }

  @Get(':id')
  @RequirePermission(FINANCE_MODULES.entries, 'view')
  get(@Auth() auth: SignedInContext, @Param('id', ExpenseIdPipe) id: number): Promise<ExpenseResponse> {
    return this.expenses.get(auth, id);
  }

  @Post()
  @RequirePermission(FINANCE_MODULES.entries, 'create')
  create(@Auth() auth: SignedInContext, @ValidBody(expenseBody) dto: ExpenseBody): Promise<ExpenseResponse> {
    return this.expenses.create(auth, dto);
  }

  @Put(':id')
  @RequirePermission(FINANCE_MODULES.entries, 'edit')
  update(@Auth() auth: SignedInContext, @Param('id', ExpenseIdPipe) id: number, @ValidBody(expenseBody) dto: ExpenseBody): Promise<ExpenseResponse> {
    return this.expenses.update(auth, id, dto);
  }

  @Delete(':id')
  @RequirePermission(FINANCE_MODULES.entries, 'delete')
  remove(@Auth() auth: SignedInContext, @Param('id', ExpenseIdPipe) id: number): Promise<{ success: true }> {
    return this.expenses.remove(auth, id);
  }
}
