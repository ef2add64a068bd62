import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule, workspaceRepositories, type ServiceRuntime } from '@cricket/service-kit';
import { BudgetController } from './budgets/budget.controller';
import { Budget } from './budgets/budget.entity';
import { BudgetService } from './budgets/budget.service';
import { ExpenseController } from './expenses/expense.controller';
import { Expense } from './expenses/expense.entity';
import { ExpenseService } from './expenses/expense.service';
import { IncomeEventsConsumer } from './income/income-events.consumer';
import { IncomeController } from './income/income.controller';
import { Income } from './income/income.entity';
import { IncomeService } from './income/income.service';
import { CreateFinance1763700000500 } from './migrations/1763700000500-create-finance';
import { FinanceTextLimits1763700000510 } from './migrations/1763700000510-finance-text-limits';
import { ReportController } from './reports/report.controller';
import { ReportService } from './reports/report.service';

export const FINANCE_ENTITIES = [Expense, Income, Budget];
export const FINANCE_MIGRATIONS = [CreateFinance1763700000500, FinanceTextLimits1763700000510];

/** Expenses, income and budgets of a workspace, and income from other areas' events (issue #10). */
@Module({})
export class FinanceAppModule {
  static forRoot(runtime: ServiceRuntime): DynamicModule {
    return {
      module: FinanceAppModule,
      imports: [ServiceKitModule.forRoot(runtime, { entities: FINANCE_ENTITIES, migrations: FINANCE_MIGRATIONS })],
      // ReportController first: its static paths (/api/expenses/summary) sit beside /api/expenses/:id.
      controllers: [ReportController, ExpenseController, IncomeController, BudgetController],
      providers: [...workspaceRepositories(...FINANCE_ENTITIES), ExpenseService, IncomeService, BudgetService, ReportService, IncomeEventsConsumer],
    };
  }
}
