import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TOURNAMENT_PENALTY } from '@cricket/contracts';

/** Deductions an organiser records against a team's standing (the CPL's over-rate sanction, say). */
export class TournamentPenalties1763700000270 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE tournament_penalties (
         id serial PRIMARY KEY,
         tournament_id int NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
         team_id int NOT NULL,
         points int NOT NULL CHECK (points BETWEEN 0 AND ${TOURNAMENT_PENALTY.maxPoints}),
         net_run_rate_thousandths int NOT NULL CHECK (net_run_rate_thousandths BETWEEN 0 AND ${TOURNAMENT_PENALTY.maxNetRunRate * 1000}),
         reason varchar(${TOURNAMENT_PENALTY.reasonMax}) NOT NULL,
         created_by int NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now(),
         CHECK (points > 0 OR net_run_rate_thousandths > 0)
       )`,
    );
    await q.query('CREATE INDEX tournament_penalties_tournament ON tournament_penalties (tournament_id)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE tournament_penalties');
  }
}
