import type { MigrationInterface, QueryRunner } from 'typeorm';
import { limitTextColumns, unlimitTextColumns, type TextLimit } from '@cricket/service-kit';
import { MATCH_VENUE_MAX, TEAM_NAME_MAX, TEAM_SHORT_NAME_MAX } from '@cricket/contracts';

const COLUMNS: TextLimit[] = [
  ['matches', 'team1_name', TEAM_NAME_MAX],
  ['matches', 'team2_name', TEAM_NAME_MAX],
  ['matches', 'team1_short_name', TEAM_SHORT_NAME_MAX],
  ['matches', 'team2_short_name', TEAM_SHORT_NAME_MAX],
  ['matches', 'venue', MATCH_VENUE_MAX],
];

/** A match's text columns hold what its form and request rule allow; longer text stored before them is cut to fit. */
export class MatchTextLimits1763700000240 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await limitTextColumns(q, COLUMNS);
  }

  async down(q: QueryRunner): Promise<void> {
    await unlimitTextColumns(q, COLUMNS);
  }
}
