import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { bigintNumber } from '../common/columns';
import { Order } from './order.entity';

/** One line of an order, with the product's name and price as ordered. */
@Entity('order_items')
export class OrderItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'order_id' })
  orderId: number;

  @ManyToOne(() => Order, (order) => order.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'order_id' })
  order?: Order;

  @Column('int', { name: 'product_id', nullable: true })
  productId: number | null;

  @Column('text', { name: 'product_name' })
  productName: string;

  @Column('int', { name: 'unit_price_paise' })
  unitPricePaise: number;

  @Column('int')
  quantity: number;

  @Column('bigint', { name: 'line_total_paise', transformer: bigintNumber })
  lineTotalPaise: number;
}
