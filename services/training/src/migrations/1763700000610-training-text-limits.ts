import type { MigrationInterface, QueryRunner } from 'typeorm';
import { limitTextColumns, unlimitTextColumns, type TextLimit } from '@cricket/service-kit';
import { TRAINING_LIMITS } from '@cricket/contracts';

const COLUMNS: TextLimit[] = [
  ['training_batches', 'name', TRAINING_LIMITS.nameMax],
  ['training_batches', 'description', TRAINING_LIMITS.descriptionMax],
  ['training_batches', 'location', TRAINING_LIMITS.locationMax],
  ['enrollments', 'note', TRAINING_LIMITS.noteMax],
  ['attendance_lists', 'name', TRAINING_LIMITS.listNameMax],
  ['attendance_lists', 'description', TRAINING_LIMITS.descriptionMax],
  ['list_members', 'name', TRAINING_LIMITS.memberNameMax],
  ['list_members', 'email', TRAINING_LIMITS.memberEmailMax],
  ['list_members', 'phone', TRAINING_LIMITS.memberPhoneMax],
  ['attendance_sessions', 'title', TRAINING_LIMITS.sessionTitleMax],
  ['diary_entries', 'notes', TRAINING_LIMITS.notesMax],
];

/** Batch, enrollment, attendance and diary text columns hold what their forms and request rules allow; longer text stored before them is cut to fit. */
export class TrainingTextLimits1763700000610 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await limitTextColumns(q, COLUMNS);
  }

  async down(q: QueryRunner): Promise<void> {
    await unlimitTextColumns(q, COLUMNS);
  }
}
