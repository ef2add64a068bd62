import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ExpenseCategory, FinancePaymentMethod } from '@cricket/contracts';

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

  @Column('text', { nullable: true })
  description: string | null;

  @Column('text', { nullable: true })
  vendor: string | null;

  @Column('text', { name: 'payment_method', nullable: true })
  paymentMethod: FinancePaymentMethod | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
