import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One signed-in browser. The id is the SHA-256 of the cookie's token, so a leaked table holds no usable cookie. */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ type: 'char', length: 64 })
  id: string;

  @Index('sessions_user_id_idx')
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Index('sessions_expires_at_idx')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt: Date;
}
