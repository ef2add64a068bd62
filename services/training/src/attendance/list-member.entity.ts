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

  @Column('text')
  name: string;

  @Column('text', { nullable: true })
  email: string | null;

  @Column('text', { nullable: true })
  phone: string | null;

  @Column('timestamptz', { name: 'added_at', default: () => 'now()' })
  addedAt: Date;
}
