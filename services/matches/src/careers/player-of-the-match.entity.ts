import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** A completed match's player of the match: the formula's suggestion until a scorer names another. */
@Entity('player_of_the_match')
export class PlayerOfTheMatchRow {
  @PrimaryColumn('int', { name: 'match_id' })
  matchId: number;

  @Column('int', { name: 'player_id' })
  playerId: number;

  /** The scorer who named the player; null while the formula's suggestion stands. */
  @Column('int', { name: 'chosen_by', nullable: true })
  chosenBy: number | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
