import type { MigrationInterface, QueryRunner } from 'typeorm';
import { INVITE_MAX_USES, WORKSPACE_ROLES } from '@cricket/contracts';

/** Invite links to a workspace, found by the sha256 of their token (the token itself is never stored). */
export class WorkspaceInvites1763700000130 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    const roles = WORKSPACE_ROLES.map((r) => `'${r}'`).join(', ');
    await q.query(`
      CREATE TABLE workspace_invites (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        token_hash text NOT NULL CONSTRAINT workspace_invites_token_hash_key UNIQUE
          CONSTRAINT workspace_invites_token_hash_sha256 CHECK (token_hash ~ '^[0-9a-f]{64}$'),
        role text NOT NULL CONSTRAINT workspace_invites_role_check CHECK (role IN (${roles})),
        expires_at timestamptz NOT NULL,
        max_uses integer CONSTRAINT workspace_invites_max_uses_check CHECK (max_uses BETWEEN 1 AND ${INVITE_MAX_USES}),
        uses integer NOT NULL DEFAULT 0,
        revoked_at timestamptz,
        created_by integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT workspace_invites_uses_check CHECK (uses >= 0 AND (max_uses IS NULL OR uses <= max_uses))
      )`);
    await q.query('CREATE INDEX workspace_invites_workspace_idx ON workspace_invites (workspace_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE workspace_invites');
  }
}
