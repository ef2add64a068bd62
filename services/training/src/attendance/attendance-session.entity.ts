import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { TRAINING_LIMITS, type SessionStatus } from '@cricket/contracts';

/** One meeting of a list, with the QR code that works while it is open. */
@Entity('attendance_sessions')
export class AttendanceSession {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('int', { name: 'list_id' })
  listId: number;

  @Column('varchar', { length: TRAINING_LIMITS.sessionTitleMax })
  title: string;

  @Column('date')
  date: string;

  @Column('text', { name: 'start_time' })
  startTime: string;

  @Column('text', { name: 'end_time' })
  endTime: string;

  @Column('text')
  status: SessionStatus;

  @Column('text', { name: 'qr_code' })
  qrCode: string;

  @Column('timestamptz', { name: 'closed_at', nullable: true })
  closedAt: Date | null;

  @Column('int', { name: 'created_by' })
  createdBy: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
