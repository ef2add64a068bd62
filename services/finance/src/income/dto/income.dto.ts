import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import {
  FINANCE_PAYMENT_METHODS,
  INCOME_CHECKS,
  INCOME_SOURCES,
  type FinancePaymentMethod,
  type IncomePayload,
  type IncomeSource,
} from '@cricket/contracts';
import { PeriodQuery } from '../../common/period';
import { Checked, OptionalText, ToAmount, Trim } from '../../common/validation';

/** Body of POST /api/income and PUT /api/income/{id}, checked in the form's order. */
export class IncomeDto implements IncomePayload {
  @ApiProperty({ description: 'Integer paise', example: 500000 })
  @ToAmount()
  @Checked(INCOME_CHECKS.amountPaise)
  amountPaise: number;

  @ApiProperty({ enum: INCOME_SOURCES })
  @Trim()
  @Checked(INCOME_CHECKS.source)
  source: IncomeSource;

  @ApiProperty({ example: '2026-11-02' })
  @Trim()
  @Checked(INCOME_CHECKS.date)
  date: string;

  @ApiPropertyOptional()
  @OptionalText()
  @Checked(INCOME_CHECKS.description)
  description: string | null;

  @ApiPropertyOptional()
  @OptionalText()
  @Checked(INCOME_CHECKS.payer)
  payer: string | null;

  @ApiPropertyOptional({ enum: FINANCE_PAYMENT_METHODS })
  @OptionalText()
  @Checked(INCOME_CHECKS.paymentMethod)
  paymentMethod: FinancePaymentMethod | null;
}

export class IncomeListQuery extends PeriodQuery {
  @ApiPropertyOptional({ enum: INCOME_SOURCES })
  @Allow()
  source?: string;
}
