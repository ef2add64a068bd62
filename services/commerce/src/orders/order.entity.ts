import { COMMERCE_LIMITS, type OrderPaymentMethod, type OrderPaymentStatus, type OrderStatus } from '@cricket/contracts';
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

  @Column('varchar', { name: 'contact_name', length: COMMERCE_LIMITS.nameMax })
  contactName: string;

  @Column('varchar', { name: 'contact_phone', length: COMMERCE_LIMITS.shortTextMax })
  contactPhone: string;

  @Column('varchar', { name: 'contact_email', length: COMMERCE_LIMITS.shortTextMax, nullable: true })
  contactEmail: string | null;

  @Column('varchar', { name: 'delivery_address', length: COMMERCE_LIMITS.textMax })
  deliveryAddress: string;

  @Column('varchar', { name: 'delivery_city', length: COMMERCE_LIMITS.shortTextMax })
  deliveryCity: string;

  @Column('varchar', { name: 'delivery_pincode', length: COMMERCE_LIMITS.pincodeMax, nullable: true })
  deliveryPincode: string | null;

  @Column('varchar', { length: COMMERCE_LIMITS.textMax, nullable: true })
  notes: string | null;

  @OneToMany(() => OrderItem, (item) => item.order)
  items?: OrderItem[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
