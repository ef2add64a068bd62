import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Local projection of identity's users (id, username, name), fed by identity events. */
@Entity('users')
export class UserProjection {
  @PrimaryColumn('int')
  id: number;

  @Column('text')
  username: string;

  @Column('text')
  name: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
