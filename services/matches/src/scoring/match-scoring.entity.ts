import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { MatchSetup } from '@cricket/contracts';

/** Scoring of one match: the setup its events are folded with (teams, squads, rules as they were at the start). */
@Entity('match_scoring')
export class MatchScoring {
  @PrimaryColumn('int', { name: 'match_id' })
  matchId: number;

  @Column('jsonb')
  setup: MatchSetup;

  @Column('int', { name: 'started_by' })
  startedBy: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
