import type { MigrationInterface, QueryRunner } from 'typeorm';
import { FINANCE_LIMITS } from '@cricket/contracts';

const COLUMNS: [table: string, column: string, max: number][] = [
  ['expenses', 'description', FINANCE_LIMITS.textMax],
  ['expenses', 'vendor', FINANCE_LIMITS.textMax],
  ['income', 'description', FINANCE_LIMITS.textMax],
  ['income', 'payer', FINANCE_LIMITS.textMax],
  ['budgets', 'name', FINANCE_LIMITS.budgetNameMax],
];

/** Expense, income and budget text columns hold what their forms and request rules allow; longer text stored before them is cut to fit. */
export class FinanceTextLimits1763700000510 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    for (const [table, column, max] of COLUMNS) await q.query(`ALTER TABLE ${table} ALTER COLUMN ${column} TYPE varchar(${max}) USING left(${column}, ${max})`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, column] of COLUMNS) await q.query(`ALTER TABLE ${table} ALTER COLUMN ${column} TYPE text`);
  }
}
