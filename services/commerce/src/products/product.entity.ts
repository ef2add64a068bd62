import { COMMERCE_LIMITS, type ProductCategory, type ProductCondition, type ProductStatus } from '@cricket/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A product of a workspace's shop; active ones are published to every signed-in user. */
@Entity('products')
export class Product {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  /** The seller as buyers see it, kept from the auth context when listed. */
  @Column('text', { name: 'workspace_name' })
  workspaceName: string;

  @Column('int', { name: 'created_by' })
  createdBy: number;

  @Column('varchar', { length: COMMERCE_LIMITS.nameMax })
  name: string;

  @Column('varchar', { length: COMMERCE_LIMITS.textMax, nullable: true })
  description: string | null;

  @Column('text')
  category: ProductCategory;

  @Column('int', { name: 'price_paise' })
  pricePaise: number;

  @Column('int')
  stock: number;

  @Column('text')
  condition: ProductCondition;

  @Column('text', { array: true })
  images: string[];

  @Column('text')
  status: ProductStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
