import { TRAINING_LIMITS } from '@cricket/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A named roster of members or guests; sessions are held for it. */
@Entity('attendance_lists')
export class AttendanceList {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('varchar', { length: TRAINING_LIMITS.listNameMax })
  name: string;

  @Column('varchar', { length: TRAINING_LIMITS.descriptionMax, nullable: true })
  description: string | null;

  /** The batch whose approved enrollments join this roster. */
  @Column('int', { name: 'batch_id', nullable: true })
  batchId: number | null;

  @Column('int', { name: 'created_by' })
  createdBy: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
