import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AttendanceStatus, MarkMethod } from '@cricket/contracts';

/** A person's mark in a session; unique per session and person. */
@Entity('attendance_records')
export class AttendanceRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'session_id' })
  sessionId: number;

  @Column('int', { name: 'member_id' })
  memberId: number;

  @Column('text')
  status: AttendanceStatus;

  @Column('text')
  method: MarkMethod;

  @Column('timestamptz', { name: 'marked_at', default: () => 'now()' })
  markedAt: Date;

  @Column('int', { name: 'marked_by' })
  markedBy: number;
}
