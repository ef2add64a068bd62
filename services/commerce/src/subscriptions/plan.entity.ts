import { COMMERCE_LIMITS, type PlanPeriod } from '@cricket/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A subscription plan of a workspace (private to it). */
@Entity('subscription_plans')
export class Plan {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('varchar', { length: COMMERCE_LIMITS.nameMax })
  name: string;

  @Column('varchar', { length: COMMERCE_LIMITS.textMax, nullable: true })
  description: string | null;

  @Column('int', { name: 'price_paise' })
  pricePaise: number;

  @Column('text')
  period: PlanPeriod;

  @Column('text', { array: true })
  features: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
