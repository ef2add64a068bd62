import type { MigrationInterface, QueryRunner } from 'typeorm';
import { limitTextColumns, unlimitTextColumns, type TextLimit } from '@cricket/service-kit';
import { FINANCE_LIMITS } from '@cricket/contracts';

const COLUMNS: TextLimit[] = [
  ['expenses', 'description', FINANCE_LIMITS.textMax],
  ['expenses', 'vendor', FINANCE_LIMITS.textMax],
  ['income', 'description', FINANCE_LIMITS.textMax],
  ['income', 'payer', FINANCE_LIMITS.textMax],
  ['budgets', 'name', FINANCE_LIMITS.budgetNameMax],
];

/** Expense, income and budget text columns hold what their forms and request rules allow; longer text stored before them is cut to fit. */
export class FinanceTextLimits1763700000510 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await limitTextColumns(q, COLUMNS);
  }

  async down(q: QueryRunner): Promise<void> {
    await unlimitTextColumns(q, COLUMNS);
  }
}
