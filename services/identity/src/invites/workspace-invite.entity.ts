import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { WorkspaceRole } from '@cricket/contracts';

/** An invite link to one workspace; the link's token is kept only as its sha256 (`tokenHash`). */
@Entity('workspace_invites')
export class WorkspaceInvite {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('text', { name: 'token_hash' })
  tokenHash: string;

  @Column('text')
  role: WorkspaceRole;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  /** Null: any number of uses until it expires. */
  @Column('int', { name: 'max_uses', nullable: true })
  maxUses: number | null;

  @Column('int', { default: 0 })
  uses: number;

  @Column('timestamptz', { name: 'revoked_at', nullable: true })
  revokedAt: Date | null;

  @Column('int', { name: 'created_by', nullable: true })
  createdBy: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
