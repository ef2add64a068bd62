import type { MigrationInterface, QueryRunner } from 'typeorm';
import { limitTextColumns, unlimitTextColumns, type TextLimit } from '@cricket/service-kit';
import { GROUND_TEXT_MAX } from '@cricket/contracts';

const COLUMNS: TextLimit[] = [
  ['grounds', 'name', GROUND_TEXT_MAX.name],
  ['grounds', 'address', GROUND_TEXT_MAX.address],
  ['grounds', 'city', GROUND_TEXT_MAX.city],
  ['grounds', 'contact_number', GROUND_TEXT_MAX.contactNumber],
  ['grounds', 'facilities', GROUND_TEXT_MAX.facilities],
];

/** A ground's text columns hold what its form and request rule allow; longer text stored before them is cut to fit. */
export class GroundTextLimits1763700000320 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await limitTextColumns(q, COLUMNS);
  }

  async down(q: QueryRunner): Promise<void> {
    await unlimitTextColumns(q, COLUMNS);
  }
}
