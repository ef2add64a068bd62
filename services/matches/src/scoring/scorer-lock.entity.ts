import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** Who scores a match now (issue 16): one row while someone holds it, reached through its match. */
@Entity('scorer_locks')
export class ScorerLock {
  @PrimaryColumn('int', { name: 'match_id' })
  matchId: number;

  @Column('int', { name: 'holder_id' })
  holderId: number;

  @Column('text', { name: 'holder_name' })
  holderName: string;

  /** Taps the holder's device last reported as not yet synced. */
  @Column('int', { default: 0 })
  unsynced: number;

  @Column('int', { name: 'requested_by_id', nullable: true })
  requestedById: number | null;

  @Column('text', { name: 'requested_by_name', nullable: true })
  requestedByName: string | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
