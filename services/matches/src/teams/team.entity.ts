import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A team belongs to one workspace and is private to it (DESIGN.md §4). */
@Entity('teams')
export class Team {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('text')
  name: string;

  @Column('text', { name: 'short_name' })
  shortName: string;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('text', { name: 'logo_url', nullable: true })
  logoUrl: string | null;

  @Column('text', { name: 'home_ground', nullable: true })
  homeGround: string | null;

  @Column('text', { name: 'join_code' })
  joinCode: string;

  @Column('int', { name: 'created_by' })
  createdBy: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
