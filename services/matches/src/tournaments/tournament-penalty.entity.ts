import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { TOURNAMENT_PENALTY } from '@cricket/contracts';

/** A points or net run rate deduction the organiser recorded against a registered team. */
@Entity('tournament_penalties')
export class TournamentPenalty {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'tournament_id' })
  tournamentId: number;

  @Column('int', { name: 'team_id' })
  teamId: number;

  @Column('int')
  points: number;

  /** Net run rate in thousandths, so sums stay exact. */
  @Column('int', { name: 'net_run_rate_thousandths' })
  netRunRateThousandths: number;

  @Column('varchar', { length: TOURNAMENT_PENALTY.reasonMax })
  reason: string;

  @Column('int', { name: 'created_by' })
  createdBy: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
