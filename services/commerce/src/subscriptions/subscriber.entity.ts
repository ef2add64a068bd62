import { COMMERCE_LIMITS, type SubscriberStatus } from '@cricket/contracts';
import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Plan } from './plan.entity';

/** A member or an outside person on one of the workspace's plans. */
@Entity('subscribers')
export class Subscriber {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('int', { name: 'plan_id' })
  planId: number;

  @ManyToOne(() => Plan, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'plan_id' })
  plan?: Plan;

  /** A member of the workspace, or null for an outside person. */
  @Column('int', { name: 'user_id', nullable: true })
  userId: number | null;

  @Column('varchar', { length: COMMERCE_LIMITS.nameMax })
  name: string;

  @Column('varchar', { length: COMMERCE_LIMITS.shortTextMax, nullable: true })
  email: string | null;

  @Column('varchar', { length: COMMERCE_LIMITS.shortTextMax, nullable: true })
  phone: string | null;

  @Column('date', { name: 'start_date' })
  startDate: string;

  @Column('text')
  status: SubscriberStatus;

  @Column('date', { name: 'cancelled_on', nullable: true })
  cancelledOn: string | null;

  @Column('varchar', { length: COMMERCE_LIMITS.textMax, nullable: true })
  notes: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
