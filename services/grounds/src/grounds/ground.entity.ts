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

  @Column('text')
  name: string;

  @Column('text')
  address: string;

  @Column('text')
  city: string;

  @Column('text', { name: 'contact_number', nullable: true })
  contactNumber: string | null;

  @Column('int', { name: 'hourly_rate_paise', nullable: true })
  hourlyRatePaise: number | null;

  @Column('text', { nullable: true })
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
