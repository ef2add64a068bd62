import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { FINANCE_LIMITS, type FinancePaymentMethod, type IncomeOriginType, type IncomeSource } from '@cricket/contracts';

/** Money a workspace received: typed in, or following another area's event (origin set). */
@Entity('income')
export class Income {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('int', { name: 'created_by', nullable: true })
  createdBy: number | null;

  @Column('int', { name: 'amount_paise' })
  amountPaise: number;

  @Column('text')
  source: IncomeSource;

  @Column('date')
  date: string;

  @Column('varchar', { length: FINANCE_LIMITS.textMax, nullable: true })
  description: string | null;

  @Column('varchar', { length: FINANCE_LIMITS.textMax, nullable: true })
  payer: string | null;

  @Column('text', { name: 'payment_method', nullable: true })
  paymentMethod: FinancePaymentMethod | null;

  @Column('text', { name: 'origin_type', nullable: true })
  originType: IncomeOriginType | null;

  @Column('text', { name: 'origin_id', nullable: true })
  originId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
