import type { MigrationInterface, QueryRunner } from 'typeorm';
import { limitTextColumns, unlimitTextColumns, type TextLimit } from '@cricket/service-kit';
import { EMAIL_MAX, FEATURE_DESCRIPTION, FEATURE_TITLE, NAME_MAX, USERNAME_MAX, WORKSPACE_NAME_MAX } from '@cricket/contracts';

const COLUMNS: TextLimit[] = [
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
    await limitTextColumns(q, COLUMNS);
  }

  async down(q: QueryRunner): Promise<void> {
    await unlimitTextColumns(q, COLUMNS);
  }
}
