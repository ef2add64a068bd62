import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DEFAULT_MATCH_VISIBILITY, MATCH_VISIBILITIES } from '@cricket/contracts';

/** Who reads a workspace's matches: anyone with the link (the default) or its members only. */
export class WorkspaceMatchVisibility1763700000120 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    const allowed = MATCH_VISIBILITIES.map((v) => `'${v}'`).join(', ');
    await q.query(
      `ALTER TABLE workspaces ADD COLUMN match_visibility text NOT NULL DEFAULT '${DEFAULT_MATCH_VISIBILITY}'
         CONSTRAINT workspaces_match_visibility_known CHECK (match_visibility IN (${allowed}))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE workspaces DROP COLUMN match_visibility');
  }
}
