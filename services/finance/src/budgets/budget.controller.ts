import { Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { budgetBody, FINANCE_MESSAGES, FINANCE_MODULES, type BudgetBody, type BudgetResponse } from '@cricket/contracts';
import { Auth, idPipe, RequirePermission, ValidBody, type SignedInContext } from '@cricket/service-kit';
import { BudgetService } from './budget.service';

const BudgetIdPipe = idPipe(FINANCE_MESSAGES.budgetNotFound);

@ApiTags('Budgets')
@Controller('api/budgets')
export class BudgetController {
  constructor(private readonly budgets: BudgetService) {}

  @Get()
  @RequirePermission(FINANCE_MODULES.entries, 'list')
  list(@Auth() auth: SignedInContext): Promise<BudgetResponse[]> {
    return this.budgets.list(auth);
  }

  @Get(':id')
  @RequirePermission(FINANCE_MODULES.entries, 'view')
  get(@Auth() auth: SignedInContext, @Param('id', BudgetIdPipe) id: number): Promise<BudgetResponse> {
    return this.budgets.get(auth, id);
  }

  @Post()
  @RequirePermission(FINANCE_MODULES.entries, 'create')
  create(@Auth() auth: SignedInContext, @ValidBody(budgetBody) dto: BudgetBody): Promise<BudgetResponse> {
    return this.budgets.create(auth, dto);
  }

  @Put(':id')
  @RequirePermission(FINANCE_MODULES.entries, 'edit')
  update(@Auth() auth: SignedInContext, @Param('id', BudgetIdPipe) id: number, @ValidBody(budgetBody) dto: BudgetBody): Promise<BudgetResponse> {
    return this.budgets.update(auth, id, dto);
  }

  @Delete(':id')
  @RequirePermission(FINANCE_MODULES.entries, 'delete')
  remove(@Auth() auth: SignedInContext, @Param('id', BudgetIdPipe) id: number): Promise<{ success: true }> {
    return this.budgets.remove(auth, id);
  }
}
