import type { MigrationInterface, QueryRunner } from 'typeorm';
import { MATCH_VENUE_MAX, TEAM_NAME_MAX, TEAM_SHORT_NAME_MAX } from '@cricket/contracts';

const COLUMNS: [column: string, max: number][] = [
  ['team1_name', TEAM_NAME_MAX],
  ['team2_name', TEAM_NAME_MAX],
  ['team1_short_name', TEAM_SHORT_NAME_MAX],
  ['team2_short_name', TEAM_SHORT_NAME_MAX],
  ['venue', MATCH_VENUE_MAX],
];

/** A match's text columns hold what its form and request rule allow; longer text stored before them is cut to fit. */
export class MatchTextLimits1763700000240 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    for (const [column, max] of COLUMNS) await q.query(`ALTER TABLE matches ALTER COLUMN ${column} TYPE varchar(${max}) USING left(${column}, ${max})`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [column] of COLUMNS) await q.query(`ALTER TABLE matches ALTER COLUMN ${column} TYPE text`);
  }
}
