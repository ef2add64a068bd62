import { EMAIL_MAX, FEATURE_DESCRIPTION, FEATURE_TITLE } from '@cricket/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A feature idea sent from the Coming Soon page; anyone may send one. */
@Entity('feature_requests')
export class FeatureRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('varchar', { length: FEATURE_TITLE.max })
  title: string;

  @Column('varchar', { length: FEATURE_DESCRIPTION.max })
  description: string;

  @Column('varchar', { length: EMAIL_MAX, nullable: true })
  email: string | null;

  @Column('int', { name: 'user_id', nullable: true })
  userId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
