import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { TRAINING_LIMITS, type BatchLevel, type ScheduleDay } from '@cricket/contracts';

/** A training batch of one workspace, coached by the member who created it. */
@Entity('training_batches')
export class TrainingBatch {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('varchar', { length: TRAINING_LIMITS.nameMax })
  name: string;

  @Column('varchar', { length: TRAINING_LIMITS.descriptionMax, nullable: true })
  description: string | null;

  @Column('int', { name: 'coach_id' })
  coachId: number;

  @Column('text', { name: 'coach_name' })
  coachName: string;

  @Column('text')
  level: BatchLevel;

  @Column('text', { name: 'schedule_days', array: true })
  scheduleDays: ScheduleDay[];

  @Column('text', { name: 'start_time' })
  startTime: string;

  @Column('text', { name: 'end_time' })
  endTime: string;

  @Column('date', { name: 'start_date' })
  startDate: string;

  @Column('date', { name: 'end_date' })
  endDate: string;

  @Column('int')
  capacity: number;

  @Column('int', { name: 'monthly_fee_paise' })
  monthlyFee: number;

  @Column('varchar', { length: TRAINING_LIMITS.locationMax, nullable: true })
  location: string | null;

  @Column('int', { name: 'ground_id', nullable: true })
  groundId: number | null;

  /** Closed by hand; 'full' is never stored, it follows from enrolledCount. */
  @Column('boolean')
  closed: boolean;

  /** Approved enrollments; changed only under this row's lock. */
  @Column('int', { name: 'enrolled_count' })
  enrolledCount: number;

  @Column('int', { name: 'created_by' })
  createdBy: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
