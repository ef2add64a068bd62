import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { MATCH_VENUE_MAX, PLAYERS_PER_SIDE, TEAM_NAME_MAX, TEAM_SHORT_NAME_MAX, type MatchFormat, type MatchStatus, type ResultOutcome, type TossDecision } from '@cricket/contracts';

/** A match with its toss, live score snapshot and result; readable by anyone with the link unless members-only. */
@Entity('matches')
export class Match {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'workspace_id' })
  workspaceId: number;

  @Column('int', { name: 'team1_id' })
  team1Id: number;

  @Column('int', { name: 'team2_id' })
  team2Id: number;

  @Column('varchar', { name: 'team1_name', length: TEAM_NAME_MAX })
  team1Name: string;

  @Column('varchar', { name: 'team1_short_name', length: TEAM_SHORT_NAME_MAX })
  team1ShortName: string;

  @Column('varchar', { name: 'team2_name', length: TEAM_NAME_MAX })
  team2Name: string;

  @Column('varchar', { name: 'team2_short_name', length: TEAM_SHORT_NAME_MAX })
  team2ShortName: string;

  @Column('text')
  format: MatchFormat;

  @Column('varchar', { length: MATCH_VENUE_MAX })
  venue: string;

  @Column('date')
  date: string;

  @Column('text')
  time: string;

  @Column('int', { nullable: true })
  overs: number | null;

  /** Its workspace's matches are members-only: a copy of identity's setting, kept by the workspace events. */
  @Column('boolean', { name: 'members_only', default: false })
  membersOnly: boolean;

  /** Players each side names in its XI. */
  @Column('int', { name: 'players_per_side', default: PLAYERS_PER_SIDE })
  playersPerSide: number;

  @Column('int', { name: 'tournament_id', nullable: true })
  tournamentId: number | null;

  @Column('int', { nullable: true })
  round: number | null;

  @Column('text', { default: 'upcoming' })
  status: MatchStatus;

  @Column('int', { name: 'toss_winner', nullable: true })
  tossWinner: number | null;

  @Column('text', { name: 'toss_decision', nullable: true })
  tossDecision: TossDecision | null;

  @Column('int', { name: 'batting_team', nullable: true })
  battingTeam: number | null;

  @Column('int', { name: 'current_innings', default: 0 })
  currentInnings: number;

  @Column('int', { name: 'team1_score', default: 0 })
  team1Score: number;

  @Column('int', { name: 'team1_wickets', default: 0 })
  team1Wickets: number;

  @Column('text', { name: 'team1_overs', default: '0' })
  team1Overs: string;

  @Column('int', { name: 'team2_score', default: 0 })
  team2Score: number;

  @Column('int', { name: 'team2_wickets', default: 0 })
  team2Wickets: number;

  @Column('text', { name: 'team2_overs', default: '0' })
  team2Overs: string;

  /** Balls each side counts for in net run rate, from ball-by-ball scoring; null when the result was kept by hand. */
  @Column('int', { name: 'team1_nrr_balls', nullable: true })
  team1NrrBalls: number | null;

  @Column('int', { name: 'team2_nrr_balls', nullable: true })
  team2NrrBalls: number | null;

  /** Runs each side is credited with in net run rate (a D/L match credits the side batting first with the par); null when kept by hand. */
  @Column('int', { name: 'team1_nrr_runs', nullable: true })
  team1NrrRuns: number | null;

  @Column('int', { name: 'team2_nrr_runs', nullable: true })
  team2NrrRuns: number | null;

  /** An imported file's identity (importMatchKey): importing it again answers this match. */
  @Column('text', { name: 'source_key', nullable: true })
  sourceKey: string | null;

  @Column('text', { nullable: true })
  result: string | null;

  @Column('text', { nullable: true })
  outcome: ResultOutcome | null;

  @Column('int', { name: 'winner_team_id', nullable: true })
  winnerTeamId: number | null;

  @Column('int', { name: 'created_by' })
  createdBy: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
