import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { FINANCE_LIMITS, type ExpenseCategory, type FinancePaymentMethod } from '@cricket/contracts';

/** Money a workspace spent. */
@Entity('expenses')
export class Expense {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('int', { name: 'created_by' })
  createdBy: number;

  @Column('int', { name: 'amount_paise' })
  amountPaise: number;

  @Column('text')
  category: ExpenseCategory;

  @Column('date')
  date: string;

  @Column('varchar', { length: FINANCE_LIMITS.textMax, nullable: true })
  description: string | null;

  @Column('varchar', { length: FINANCE_LIMITS.textMax, nullable: true })
  vendor: string | null;

  @Column('text', { name: 'payment_method', nullable: true })
  paymentMethod: FinancePaymentMethod | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
