import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { TRAINING_LIMITS, type EnrollmentStatus } from '@cricket/contracts';

/** A person's request for a place in a batch, and the coach's decision on it. */
@Entity('enrollments')
export class Enrollment {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('int', { name: 'batch_id' })
  batchId: number;

  @Column('int', { name: 'user_id' })
  userId: number;

  @Column('text', { name: 'user_name' })
  userName: string;

  @Column('text')
  status: EnrollmentStatus;

  @Column('varchar', { length: TRAINING_LIMITS.noteMax, nullable: true })
  note: string | null;

  @Column('timestamptz', { name: 'requested_at', default: () => 'now()' })
  requestedAt: Date;

  @Column('timestamptz', { name: 'decided_at', nullable: true })
  decidedAt: Date | null;

  @Column('int', { name: 'decided_by', nullable: true })
  decidedBy: number | null;
}
