import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A team's registration in a tournament; the registering workspace is remembered for its name on the list. */
@Entity('tournament_teams')
export class TournamentTeam {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'tournament_id' })
  tournamentId: number;

  @Column('int', { name: 'team_id' })
  teamId: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('text', { name: 'workspace_name' })
  workspaceName: string;

  @Column('int', { name: 'registered_by' })
  registeredBy: number;

  @CreateDateColumn({ name: 'registered_at', type: 'timestamptz' })
  registeredAt: Date;
}
