import { TRAINING_LIMITS } from '@cricket/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One person on a list: a workspace user (userId) or a guest (name only). */
@Entity('list_members')
export class ListMember {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'list_id' })
  listId: number;

  @Column('int', { name: 'user_id', nullable: true })
  userId: number | null;

  @Column('varchar', { length: TRAINING_LIMITS.memberNameMax })
  name: string;

  @Column('varchar', { length: TRAINING_LIMITS.memberEmailMax, nullable: true })
  email: string | null;

  @Column('varchar', { length: TRAINING_LIMITS.memberPhoneMax, nullable: true })
  phone: string | null;

  @Column('timestamptz', { name: 'added_at', default: () => 'now()' })
  addedAt: Date;
}
