import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { BattingStyle, BowlingStyle, PlayingRole } from '@cricket/contracts';

/** A squad member: a registered user or a guest known by name only. */
@Entity('players')
export class Player {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'team_id' })
  teamId: number;

  @Column('int', { name: 'user_id', nullable: true })
  userId: number | null;

  @Column('text', { nullable: true })
  username: string | null;

  @Column('text')
  name: string;

  @Column('text', { name: 'playing_role' })
  playingRole: PlayingRole;

  @Column('text', { name: 'batting_style', nullable: true })
  battingStyle: BattingStyle | null;

  @Column('text', { name: 'bowling_style', nullable: true })
  bowlingStyle: BowlingStyle | null;

  @Column('int', { name: 'jersey_number', nullable: true })
  jerseyNumber: number | null;

  @Column('boolean', { name: 'is_captain', default: false })
  isCaptain: boolean;

  @Column('boolean', { name: 'is_vice_captain', default: false })
  isViceCaptain: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
