import type { MigrationInterface, QueryRunner } from 'typeorm';
import { BOOKING_TEXT_MAX } from '@cricket/contracts';

const COLUMNS: [column: string, max: number][] = [
  ['customer_name', BOOKING_TEXT_MAX.customerName],
  ['customer_phone', BOOKING_TEXT_MAX.customerPhone],
  ['notes', BOOKING_TEXT_MAX.notes],
];

/** A manual booking's text columns hold what its form and request rule allow; longer text stored before them is cut to fit. */
export class BookingTextLimits1763700000330 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    for (const [column, max] of COLUMNS) await q.query(`ALTER TABLE ground_bookings ALTER COLUMN ${column} TYPE varchar(${max}) USING left(${column}, ${max})`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [column] of COLUMNS) await q.query(`ALTER TABLE ground_bookings ALTER COLUMN ${column} TYPE text`);
  }
}
