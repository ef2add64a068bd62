import type { MigrationInterface, QueryRunner } from 'typeorm';

/** How a squad player bats and bowls (issue 17): unknown (null) until their team's manager says. */
export class PlayerStyles1763700000340 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE players ADD COLUMN batting_style text, ADD COLUMN bowling_style text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE players DROP COLUMN batting_style, DROP COLUMN bowling_style');
  }
}
