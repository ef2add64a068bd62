import type { MigrationInterface, QueryRunner } from 'typeorm';
import { limitTextColumns, unlimitTextColumns, type TextLimit } from '@cricket/service-kit';
import { BOOKING_TEXT_MAX } from '@cricket/contracts';

const COLUMNS: TextLimit[] = [
  ['ground_bookings', 'customer_name', BOOKING_TEXT_MAX.customerName],
  ['ground_bookings', 'customer_phone', BOOKING_TEXT_MAX.customerPhone],
  ['ground_bookings', 'notes', BOOKING_TEXT_MAX.notes],
];

/** A manual booking's text columns hold what its form and request rule allow; longer text stored before them is cut to fit. */
export class BookingTextLimits1763700000330 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await limitTextColumns(q, COLUMNS);
  }

  async down(q: QueryRunner): Promise<void> {
    await unlimitTextColumns(q, COLUMNS);
  }
}
