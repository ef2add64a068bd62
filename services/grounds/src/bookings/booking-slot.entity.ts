import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One slot held by a non-cancelled booking; unique over (ground, date, slot) in the database. */
@Entity('ground_booking_slots')
export class BookingSlot {
  @PrimaryColumn('int', { name: 'booking_id' })
  bookingId: number;

  @PrimaryColumn('text', { name: 'time_slot' })
  timeSlot: string;

  @Column('int', { name: 'ground_id' })
  groundId: number;

  @Column('date')
  date: string;
}
