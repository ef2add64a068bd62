import { ApiProperty } from '@nestjs/swagger';
import { BUDGET_CHECKS, EXPENSE_CATEGORIES, checkBudgetPeriod, type BudgetPayload, type ExpenseCategory } from '@cricket/contracts';
import { Checked, CheckedWith, ToAmount, Trim } from '../../common/validation';

/** Body of POST /api/budgets and PUT /api/budgets/{id}, checked in the form's order. */
export class BudgetDto implements BudgetPayload {
  @ApiProperty({ example: 'Kit for the season' })
  @Trim()
  @Checked(BUDGET_CHECKS.name)
  name: string;

  @ApiProperty({ enum: EXPENSE_CATEGORIES })
  @Trim()
  @Checked(BUDGET_CHECKS.category)
  category: ExpenseCategory;

  @ApiProperty({ description: 'Integer paise', example: 1000000 })
  @ToAmount()
  @Checked(BUDGET_CHECKS.amountPaise)
  amountPaise: number;

  @ApiProperty({ example: '2026-11-01' })
  @Trim()
  @Checked(BUDGET_CHECKS.startDate)
  startDate: string;

  @ApiProperty({ example: '2026-11-30' })
  @Trim()
  @Checked(BUDGET_CHECKS.endDate)
  @CheckedWith((endDate, budget) => (BUDGET_CHECKS.endDate(endDate) ? null : checkBudgetPeriod(budget.startDate as string, endDate as string)))
  endDate: string;
}
