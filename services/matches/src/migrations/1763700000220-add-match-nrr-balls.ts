import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Balls each side counts for in net run rate, as the scoring engine works them out (null for hand-kept results). */
export class AddMatchNrrBalls1763700000220 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE matches ADD COLUMN team1_nrr_balls integer, ADD COLUMN team2_nrr_balls integer');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE matches DROP COLUMN team1_nrr_balls, DROP COLUMN team2_nrr_balls');
  }
}
