import { DEFAULT_MATCH_VISIBILITY, WORKSPACE_NAME_MAX, type MatchVisibility } from '@cricket/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A workspace holds everything a group works on (core §3). */
@Entity('workspaces')
export class Workspace {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('varchar', { length: WORKSPACE_NAME_MAX })
  name: string;

  @Column('jsonb', { nullable: true })
  metadata: Record<string, unknown> | null;

  @Column('text', { default: 'active' })
  status: string;

  /** Who reads its matches; the matches service keeps a copy from the workspace events. */
  @Column('text', { name: 'match_visibility', default: DEFAULT_MATCH_VISIBILITY })
  matchVisibility: MatchVisibility;

  @Column('int', { name: 'created_by' })
  createdBy: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
