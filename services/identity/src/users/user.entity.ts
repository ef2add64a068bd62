import { EMAIL_MAX, NAME_MAX, USERNAME_MAX } from '@cricket/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A person who signs in (core §3). The password hash never leaves this service. */
@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  /** Unique case-insensitively (index on lower(username)). */
  @Column('varchar', { length: USERNAME_MAX })
  username: string;

  /** Stored lower-cased; unique. */
  @Column('varchar', { length: EMAIL_MAX })
  email: string;

  @Column('varchar', { length: NAME_MAX })
  name: string;

  @Column('text', { name: 'password_hash', select: false })
  passwordHash: string;

  @Column('text')
  role: string;

  @Column('text', { name: 'profile_picture', nullable: true })
  profilePicture: string | null;

  @Column('int', { name: 'current_workspace_id', nullable: true })
  currentWorkspaceId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
