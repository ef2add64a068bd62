import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { WorkspaceRole } from '@cricket/contracts';

/** One person's membership of one workspace (core §3); unique per (workspace, user). */
@Entity('workspace_members')
export class WorkspaceMember {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('int', { name: 'user_id' })
  userId: number;

  @Column('text')
  role: WorkspaceRole;

  @Column('text', { default: 'active' })
  status: string;

  @Column('int', { name: 'invited_by', nullable: true })
  invitedBy: number | null;

  @Column('timestamptz', { name: 'joined_at', default: () => 'now()' })
  joinedAt: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
