import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { FINANCE_LIMITS, type ExpenseCategory } from '@cricket/contracts';

/** A spending limit for one expense category over a period; what was spent is read from the expenses. */
@Entity('budgets')
export class Budget {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('int', { name: 'created_by' })
  createdBy: number;

  @Column('varchar', { length: FINANCE_LIMITS.budgetNameMax })
  name: string;

  @Column('text')
  category: ExpenseCategory;

  @Column('int', { name: 'amount_paise' })
  amountPaise: number;

  @Column('date', { name: 'start_date' })
  startDate: string;

  @Column('date', { name: 'end_date' })
  endDate: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
