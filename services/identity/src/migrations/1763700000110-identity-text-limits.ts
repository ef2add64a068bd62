import type { MigrationInterface, QueryRunner } from 'typeorm';
import { EMAIL_MAX, FEATURE_DESCRIPTION, FEATURE_TITLE, NAME_MAX, USERNAME_MAX, WORKSPACE_NAME_MAX } from '@cricket/contracts';

const COLUMNS: [table: string, column: string, max: number][] = [
  ['users', 'username', USERNAME_MAX],
  ['users', 'email', EMAIL_MAX],
  ['users', 'name', NAME_MAX],
  ['workspaces', 'name', WORKSPACE_NAME_MAX],
  ['feature_requests', 'title', FEATURE_TITLE.max],
  ['feature_requests', 'description', FEATURE_DESCRIPTION.max],
  ['feature_requests', 'email', EMAIL_MAX],
];

/** Account, workspace and feature-request text columns hold what their forms and request rules allow; longer text stored before them is cut to fit. */
export class IdentityTextLimits1763700000110 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    for (const [table, column, max] of COLUMNS) await q.query(`ALTER TABLE ${table} ALTER COLUMN ${column} TYPE varchar(${max}) USING left(${column}, ${max})`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, column] of COLUMNS) await q.query(`ALTER TABLE ${table} ALTER COLUMN ${column} TYPE text`);
  }
}
