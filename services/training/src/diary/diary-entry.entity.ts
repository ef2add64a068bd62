import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { TRAINING_LIMITS, type DiaryAwards, type DiaryBatting, type DiaryBowling, type DiaryFielding } from '@cricket/contracts';

/** A person's diary for one day; only its author ever reads it. */
@Entity('diary_entries')
export class DiaryEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('int', { name: 'user_id' })
  userId: number;

  @Column('date')
  date: string;

  @Column('smallint')
  mood: number;

  @Column('double precision', { name: 'training_hours' })
  trainingHours: number;

  @Column('text', { array: true })
  activities: string[];

  @Column('varchar', { length: TRAINING_LIMITS.notesMax, nullable: true })
  notes: string | null;

  @Column('jsonb', { nullable: true })
  batting: DiaryBatting | null;

  @Column('jsonb', { nullable: true })
  bowling: DiaryBowling | null;

  @Column('jsonb', { nullable: true })
  fielding: DiaryFielding | null;

  @Column('jsonb')
  awards: DiaryAwards;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
