import type { AttendanceStatus, MarkMethod } from './attendance';
import type { BatchStatus, EnrollmentStatus } from './batches';
import type { DiaryFigures } from './diary';

/** Subjects `training.<entity>.<event>` (DESIGN.md §5). */
export const TRAINING_EVENTS = {
  batchCreated: 'training.batch.created',
  batchUpdated: 'training.batch.updated',
  batchDeleted: 'training.batch.deleted',
  enrollmentRequested: 'training.enrollment.requested',
  enrollmentApproved: 'training.enrollment.approved',
  enrollmentRejected: 'training.enrollment.rejected',
  enrollmentWithdrawn: 'training.enrollment.withdrawn',
  sessionCreated: 'training.session.created',
  sessionClosed: 'training.session.closed',
  attendanceMarked: 'training.attendance.marked',
  diarySaved: 'training.diary.saved',
  diaryDeleted: 'training.diary.deleted',
} as const;

/** training.batch.*: the batch's counts after the change. */
export interface BatchEventData {
  batchId: number;
  workspaceId: number;
  name: string;
  coachId: number;
  status: BatchStatus;
  capacity: number;
  enrolledCount: number;
  /** Integer paise. */
  monthlyFee: number;
}

/** training.enrollment.*: the enrollment and its batch's counts after the change. */
export interface EnrollmentEventData {
  enrollmentId: number;
  batchId: number;
  workspaceId: number;
  userId: number;
  status: EnrollmentStatus;
  previousStatus: EnrollmentStatus | null;
  batchStatus: BatchStatus;
  enrolledCount: number;
  capacity: number;
}

/** training.session.created / closed. */
export interface SessionEventData {
  sessionId: number;
  listId: number;
  workspaceId: number;
  date: string;
  status: 'open' | 'closed';
}

/** training.attendance.marked: one per mark that changed (a repeated scan emits nothing). */
export interface AttendanceMarkedData {
  sessionId: number;
  listId: number;
  workspaceId: number;
  memberId: number;
  userId: number | null;
  date: string;
  status: AttendanceStatus;
  previousStatus: AttendanceStatus | null;
  method: MarkMethod;
}

/**
 * training.diary.saved: the entry's figures (never its notes or activities), enough for
 * statistics to keep diaryStats (booking §3) by entry id with `diaryStats` from contracts.
 */
export interface DiarySavedData extends DiaryFigures {
  entryId: number;
  userId: number;
  date: string;
  /** True for a new entry, false when an existing one was replaced. */
  created: boolean;
}

export interface DiaryDeletedData {
  entryId: number;
  userId: number;
  date: string;
}
