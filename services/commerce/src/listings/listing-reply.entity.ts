import { COMMERCE_LIMITS } from '@cricket/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** An interested person's response to a listing; its author reads them all. */
@Entity('listing_responses')
export class ListingReply {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'listing_id' })
  listingId: number;

  @Column('int', { name: 'user_id' })
  userId: number;

  @Column('text', { name: 'user_name' })
  userName: string;

  @Column('varchar', { length: COMMERCE_LIMITS.textMax })
  message: string;

  @Column('varchar', { length: COMMERCE_LIMITS.shortTextMax, nullable: true })
  contact: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
