import { GROUND_TEXT_MAX } from '@cricket/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A ground, published to every signed-in user and managed by its workspace. */
@Entity('grounds')
export class Ground {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('int', { name: 'created_by' })
  createdBy: number;

  @Column('varchar', { length: GROUND_TEXT_MAX.name })
  name: string;

  @Column('varchar', { length: GROUND_TEXT_MAX.address })
  address: string;

  @Column('varchar', { length: GROUND_TEXT_MAX.city })
  city: string;

  @Column('varchar', { name: 'contact_number', length: GROUND_TEXT_MAX.contactNumber, nullable: true })
  contactNumber: string | null;

  @Column('int', { name: 'hourly_rate_paise', nullable: true })
  hourlyRatePaise: number | null;

  @Column('varchar', { length: GROUND_TEXT_MAX.facilities, nullable: true })
  facilities: string | null;

  @Column('text', { name: 'operating_hours' })
  operatingHours: string;

  @Column('int', { name: 'slot_duration' })
  slotDuration: number;

  @Column('text', { name: 'available_slots', array: true })
  availableSlots: string[];

  @Column('text', { nullable: true })
  image: string | null;

  /** How many days ahead the ground takes bookings. */
  @Column('int', { name: 'booking_horizon_days' })
  bookingHorizonDays: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
