import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, workspaces, members, module permissions and feature requests. */
export class CreateIdentity1763700000100 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username text NOT NULL,
        email text NOT NULL,
        name text NOT NULL,
        password_hash text NOT NULL,
        role text NOT NULL DEFAULT 'general'
          CONSTRAINT users_role_check CHECK (role IN ('player', 'coach', 'umpire', 'team_manager', 'general', 'admin')),
        profile_picture text,
        current_workspace_id integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_lower_check CHECK (email = lower(email))
      )`);
    await q.query('CREATE UNIQUE INDEX users_username_key ON users (lower(username))');
    await q.query('CREATE UNIQUE INDEX users_email_key ON users (email)');

    await q.query(`
      CREATE TABLE workspaces (
        id serial PRIMARY KEY,
        name text NOT NULL,
        metadata jsonb,
        status text NOT NULL DEFAULT 'active',
        created_by integer NOT NULL REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query('CREATE INDEX workspaces_created_by_idx ON workspaces (created_by)');
    await q.query(
      'ALTER TABLE users ADD CONSTRAINT users_current_workspace_fk FOREIGN KEY (current_workspace_id) REFERENCES workspaces (id) ON DELETE SET NULL',
    );

    await q.query(`
      CREATE TABLE workspace_members (
        id serial PRIMARY KEY,
        workspace_id integer NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        role text NOT NULL DEFAULT 'workspace_readonly'
          CONSTRAINT workspace_members_role_check CHECK (role IN ('admin', 'member', 'workspace_readonly')),
        status text NOT NULL DEFAULT 'active',
        invited_by integer REFERENCES users (id) ON DELETE SET NULL,
        joined_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT workspace_members_workspace_user_key UNIQUE (workspace_id, user_id)
      )`);
    await q.query('CREATE INDEX workspace_members_user_idx ON workspace_members (user_id)');

    await q.query(`
      CREATE TABLE module_permissions (
        workspace_id integer NOT NULL,
        user_id integer NOT NULL,
        module text NOT NULL,
        can_view boolean NOT NULL DEFAULT false,
        can_create boolean NOT NULL DEFAULT false,
        can_edit boolean NOT NULL DEFAULT false,
        can_delete boolean NOT NULL DEFAULT false,
        PRIMARY KEY (workspace_id, user_id, module),
        CONSTRAINT module_permissions_member_fk FOREIGN KEY (workspace_id, user_id)
          REFERENCES workspace_members (workspace_id, user_id) ON DELETE CASCADE
      )`);

    await q.query(`
      CREATE TABLE feature_requests (
        id serial PRIMARY KEY,
        title text NOT NULL,
        description text NOT NULL,
        email text,
        user_id integer REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE feature_requests');
    await q.query('DROP TABLE module_permissions');
    await q.query('DROP TABLE workspace_members');
    await q.query('ALTER TABLE users DROP CONSTRAINT users_current_workspace_fk');
    await q.query('DROP TABLE workspaces');
    await q.query('DROP TABLE users');
  }
}
