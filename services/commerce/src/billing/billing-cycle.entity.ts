import { COMMERCE_LIMITS, type FinancePaymentMethod } from '@cricket/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** What one subscriber owes for one period; unique per (subscriber, period). Stored status: pending, paid or waived. */
@Entity('billing_cycles')
export class BillingCycle {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('int', { name: 'subscriber_id' })
  subscriberId: number;

  /** Name and plan as billed, so later edits do not rewrite history. */
  @Column('text', { name: 'subscriber_name' })
  subscriberName: string;

  @Column('int', { name: 'plan_id' })
  planId: number;

  @Column('text', { name: 'plan_name' })
  planName: string;

  @Column('text')
  period: string;

  @Column('date', { name: 'period_start' })
  periodStart: string;

  @Column('date', { name: 'period_end' })
  periodEnd: string;

  @Column('int', { name: 'amount_paise' })
  amountPaise: number;

  @Column('date', { name: 'due_date' })
  dueDate: string;

  @Column('text')
  status: 'pending' | 'paid' | 'waived';

  @Column('date', { name: 'paid_on', nullable: true })
  paidOn: string | null;

  @Column('text', { name: 'payment_method', nullable: true })
  paymentMethod: FinancePaymentMethod | null;

  @Column('varchar', { length: COMMERCE_LIMITS.textMax, nullable: true })
  note: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
