import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ScoringEvent } from '@cricket/contracts';

/**
 * One correction of a stored event. The event row holds the event as it now stands (the fold
 * reads only those); these rows keep what each correction replaced, so the history is auditable.
 */
@Entity('scoring_corrections')
export class ScoringCorrectionRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'match_id' })
  matchId: number;

  @Column('int')
  seq: number;

  @Column('jsonb')
  previous: ScoringEvent;

  @Column('jsonb')
  event: ScoringEvent;

  @Column('int', { name: 'corrected_by' })
  correctedBy: number;

  @Column('timestamptz', { name: 'corrected_at', default: () => 'now()' })
  correctedAt: Date;
}
