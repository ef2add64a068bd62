import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_CHECKS,
  FINANCE_PAYMENT_METHODS,
  type ExpenseCategory,
  type ExpensePayload,
  type FinancePaymentMethod,
} from '@cricket/contracts';
import { PeriodQuery } from '../../common/period';
import { Checked, OptionalText, ToAmount, Trim } from '../../common/validation';

/** Body of POST /api/expenses and PUT /api/expenses/{id}, checked in the form's order. */
export class ExpenseDto implements ExpensePayload {
  @ApiProperty({ description: 'Integer paise', example: 150000 })
  @ToAmount()
  @Checked(EXPENSE_CHECKS.amountPaise)
  amountPaise: number;

  @ApiProperty({ enum: EXPENSE_CATEGORIES })
  @Trim()
  @Checked(EXPENSE_CHECKS.category)
  category: ExpenseCategory;

  @ApiProperty({ example: '2026-11-02' })
  @Trim()
  @Checked(EXPENSE_CHECKS.date)
  date: string;

  @ApiPropertyOptional()
  @OptionalText()
  @Checked(EXPENSE_CHECKS.description)
  description: string | null;

  @ApiPropertyOptional()
  @OptionalText()
  @Checked(EXPENSE_CHECKS.vendor)
  vendor: string | null;

  @ApiPropertyOptional({ enum: FINANCE_PAYMENT_METHODS })
  @OptionalText()
  @Checked(EXPENSE_CHECKS.paymentMethod)
  paymentMethod: FinancePaymentMethod | null;
}

export class ExpenseListQuery extends PeriodQuery {
  @ApiPropertyOptional({ enum: EXPENSE_CATEGORIES })
  @Allow()
  category?: string;
}
