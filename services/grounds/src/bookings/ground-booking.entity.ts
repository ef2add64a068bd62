import { BOOKING_TEXT_MAX, type BookingPurpose, type BookingStatus, type PaymentMethod, type PaymentStatus } from '@cricket/contracts';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Ground } from '../grounds/ground.entity';

/** A booking of one or more slots of a ground on one date; it belongs to the ground's workspace. */
@Entity('ground_bookings')
export class GroundBooking {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'ground_id' })
  groundId: number;

  @ManyToOne(() => Ground, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ground_id' })
  ground?: Ground;

  /** The ground's workspace, kept on the row so its lists need no join. */
  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  /** Who the booking is for: the requester, or the optional user of a manual booking. */
  @Column('int', { name: 'user_id', nullable: true })
  userId: number | null;

  @Column('text', { name: 'user_name', nullable: true })
  userName: string | null;

  /** Who made the request (the requester, or the manager who entered a manual booking). */
  @Column('int', { name: 'booked_by' })
  bookedBy: number;

  @Column('date')
  date: string;

  @Column('text', { name: 'time_slots', array: true })
  timeSlots: string[];

  @Column('text')
  purpose: BookingPurpose;

  @Column('text', { name: 'payment_method' })
  paymentMethod: PaymentMethod;

  @Column('text')
  status: BookingStatus;

  @Column('text', { name: 'payment_status' })
  paymentStatus: PaymentStatus;

  @Column('int', { name: 'payment_amount_paise' })
  paymentAmountPaise: number;

  @Column('boolean', { name: 'is_manual' })
  isManual: boolean;

  @Column('varchar', { name: 'customer_name', length: BOOKING_TEXT_MAX.customerName, nullable: true })
  customerName: string | null;

  @Column('varchar', { name: 'customer_phone', length: BOOKING_TEXT_MAX.customerPhone, nullable: true })
  customerPhone: string | null;

  @Column('varchar', { length: BOOKING_TEXT_MAX.notes, nullable: true })
  notes: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
