import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ScoringEvent } from '@cricket/contracts';

/** One scoring event in its stored form; `seq` is its 0-based position in the match (unique per match). */
@Entity('scoring_events')
export class ScoringEventRow {
  @PrimaryColumn('int', { name: 'match_id' })
  matchId: number;

  @PrimaryColumn('int')
  seq: number;

  @Column('jsonb')
  event: ScoringEvent;

  @Column('int', { name: 'recorded_by' })
  recordedBy: number;

  @Column('timestamptz', { name: 'recorded_at', default: () => 'now()' })
  recordedAt: Date;
}
