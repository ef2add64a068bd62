import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { PLAYERS_PER_SIDE, type MatchFormat, type TieBreaker, type TournamentFixtureType, type TournamentStatus } from '@cricket/contracts';

/** A tournament, organised by one workspace and published to every signed-in user. */
@Entity('tournaments')
export class Tournament {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('text', { name: 'workspace_name' })
  workspaceName: string;

  @Column('text')
  name: string;

  @Column('text')
  format: MatchFormat;

  /** The organiser's status (Start, Complete); answers show it or, once its dates have passed, further along (tournamentStatusOn). */
  @Column('text')
  status: TournamentStatus;

  @Column('date', { name: 'start_date' })
  startDate: string;

  @Column('date', { name: 'end_date', nullable: true })
  endDate: string | null;

  @Column('date', { name: 'registration_deadline', nullable: true })
  registrationDeadline: string | null;

  @Column('int', { name: 'max_teams' })
  maxTeams: number;

  /** Players each side of its matches names in its XI. */
  @Column('int', { name: 'players_per_side', default: PLAYERS_PER_SIDE })
  playersPerSide: number;

  @Column('jsonb', { name: 'venue_names', default: () => "'[]'" })
  venueNames: string[];

  @Column('text', { name: 'cover_image', nullable: true })
  coverImage: string | null;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('text', { name: 'fixture_type', nullable: true })
  fixtureType: TournamentFixtureType | null;

  /** What separates teams level on points in the table, in order. */
  @Column('jsonb', { name: 'tie_breakers' })
  tieBreakers: TieBreaker[];

  /** Teams that skip a knockout's first round. */
  @Column('jsonb', { default: () => "'[]'" })
  byes: number[];

  @Column('int', { name: 'created_by' })
  createdBy: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
