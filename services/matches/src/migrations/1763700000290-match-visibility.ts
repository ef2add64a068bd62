import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members-only matches (issue 21): identity holds each workspace's setting and its workspace
 * events bring it here (workspace_match_visibility); every match carries a copy (members_only),
 * so a read and every event of the match decide without a join. A new match takes its
 * workspace's setting however it is made (form, fixtures, import): the trigger sets it.
 */
export class MatchVisibility1763700000290 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE workspace_match_visibility (
      workspace_id int PRIMARY KEY,
      members_only boolean NOT NULL
    )`);
    await q.query('ALTER TABLE matches ADD COLUMN members_only boolean NOT NULL DEFAULT false');
    await q.query(`CREATE FUNCTION matches_take_workspace_visibility() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.members_only := COALESCE((SELECT v.members_only FROM workspace_match_visibility v WHERE v.workspace_id = NEW.workspace_id), false);
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER matches_visibility_on_insert BEFORE INSERT ON matches
      FOR EACH ROW EXECUTE FUNCTION matches_take_workspace_visibility()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER matches_visibility_on_insert ON matches');
    await q.query('DROP FUNCTION matches_take_workspace_visibility()');
    await q.query('ALTER TABLE matches DROP COLUMN members_only');
    await q.query('DROP TABLE workspace_match_visibility');
  }
}
