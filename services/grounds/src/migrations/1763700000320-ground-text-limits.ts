import type { MigrationInterface, QueryRunner } from 'typeorm';
import { GROUND_TEXT_MAX } from '@cricket/contracts';

const COLUMNS: [column: string, max: number][] = [
  ['name', GROUND_TEXT_MAX.name],
  ['address', GROUND_TEXT_MAX.address],
  ['city', GROUND_TEXT_MAX.city],
  ['contact_number', GROUND_TEXT_MAX.contactNumber],
  ['facilities', GROUND_TEXT_MAX.facilities],
];

/** A ground's text columns hold what its form and request rule allow; longer text stored before them is cut to fit. */
export class GroundTextLimits1763700000320 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    for (const [column, max] of COLUMNS) await q.query(`ALTER TABLE grounds ALTER COLUMN ${column} TYPE varchar(${max}) USING left(${column}, ${max})`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [column] of COLUMNS) await q.query(`ALTER TABLE grounds ALTER COLUMN ${column} TYPE text`);
  }
}
