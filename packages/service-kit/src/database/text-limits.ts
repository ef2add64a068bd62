import type { QueryRunner } from 'typeorm';

/** A text column and the most characters its form and request rule allow. */
export type TextLimit = [table: string, column: string, max: number];

/**
 * Makes each column a varchar of its limit, so the database holds what the rule allows; text
 * stored before the limit existed is cut to fit rather than stopping the migration.
 */
export async function limitTextColumns(q: QueryRunner, limits: readonly TextLimit[]): Promise<void> {
  for (const [table, column, max] of limits) await q.query(`ALTER TABLE ${table} ALTER COLUMN ${column} TYPE varchar(${max}) USING left(${column}, ${max})`);
}

/** The way back: the columns are unbounded text again. */
export async function unlimitTextColumns(q: QueryRunner, limits: readonly TextLimit[]): Promise<void> {
  for (const [table, column] of limits) await q.query(`ALTER TABLE ${table} ALTER COLUMN ${column} TYPE text`);
}
