import type { OrderPaymentMethod, OrderPaymentStatus, OrderStatus } from '@cricket/contracts';
import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintNumber } from '../common/columns';
import { OrderItem } from './order-item.entity';

/** An order of one seller workspace's products; seen by its buyer and the seller's order desk only. */
@Entity('orders')
export class Order {
  @PrimaryGeneratedColumn()
  id: number;

  /** The seller's workspace. */
  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('text', { name: 'workspace_name' })
  workspaceName: string;

  @Column('int', { name: 'buyer_user_id' })
  buyerUserId: number;

  @Column('text', { name: 'buyer_name' })
  buyerName: string;

  /** The workspace the buyer was in when ordering (for the record only). */
  @Column('int', { name: 'buyer_workspace_id', nullable: true })
  buyerWorkspaceId: number | null;

  @Column('text')
  status: OrderStatus;

  @Column('text', { name: 'payment_status' })
  paymentStatus: OrderPaymentStatus;

  @Column('text', { name: 'payment_method' })
  paymentMethod: OrderPaymentMethod;

  @Column('bigint', { name: 'total_paise', transformer: bigintNumber })
  totalPaise: number;

  @Column('text', { name: 'contact_name' })
  contactName: string;

  @Column('text', { name: 'contact_phone' })
  contactPhone: string;

  @Column('text', { name: 'contact_email', nullable: true })
  contactEmail: string | null;

  @Column('text', { name: 'delivery_address' })
  deliveryAddress: string;

  @Column('text', { name: 'delivery_city' })
  deliveryCity: string;

  @Column('text', { name: 'delivery_pincode', nullable: true })
  deliveryPincode: string | null;

  @Column('text', { nullable: true })
  notes: string | null;

  @OneToMany(() => OrderItem, (item) => item.order)
  items?: OrderItem[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
