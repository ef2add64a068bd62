/** Training batches and enrollments (issue #8): vocabulary and answer shapes. */
export const BATCH_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type BatchLevel = (typeof BATCH_LEVELS)[number];
export const BATCH_LEVEL_LABELS: Record<BatchLevel, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

/** 'full' is never set by hand: a batch is full exactly when its approved enrollments reach capacity. */
export const BATCH_STATUSES = ['open', 'full', 'closed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
/** What a coach may set; 'full' follows from the enrollments. */
export const SETTABLE_BATCH_STATUSES = ['open', 'closed'] as const satisfies readonly BatchStatus[];
export type SettableBatchStatus = (typeof SETTABLE_BATCH_STATUSES)[number];
export const BATCH_STATUS_LABELS: Record<BatchStatus, string> = { open: 'Open', full: 'Full', closed: 'Closed' };

/** Days of the week, Monday first (ISO order). */
export const SCHEDULE_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type ScheduleDay = (typeof SCHEDULE_DAYS)[number];
export const SCHEDULE_DAY_LABELS: Record<ScheduleDay, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

export const ENROLLMENT_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];
export const ENROLLMENT_STATUS_LABELS: Record<EnrollmentStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};
/** Enrollments that hold (or ask for) a place; one such per person and batch. */
export const ACTIVE_ENROLLMENT_STATUSES = ['pending', 'approved'] as const satisfies readonly EnrollmentStatus[];

export const ENROLLMENT_DECISIONS = ['approve', 'reject', 'withdraw'] as const;
export type EnrollmentDecision = (typeof ENROLLMENT_DECISIONS)[number];

export function isBatchLevel(value: unknown): value is BatchLevel {
  return typeof value === 'string' && (BATCH_LEVELS as readonly string[]).includes(value);
}
export function isScheduleDay(value: unknown): value is ScheduleDay {
  return typeof value === 'string' && (SCHEDULE_DAYS as readonly string[]).includes(value);
}
export function isEnrollmentStatus(value: unknown): value is EnrollmentStatus {
  return typeof value === 'string' && (ENROLLMENT_STATUSES as readonly string[]).includes(value);
}

/** The status a batch shows: closed by hand, else full at capacity, else open. */
export function batchStatusFor(closed: boolean, enrolledCount: number, capacity: number): BatchStatus {
  if (closed) return 'closed';
  return enrolledCount >= capacity ? 'full' : 'open';
}

/** Which transitions an enrollment allows, and who makes them (coach/admin decide, the person withdraws). */
export function enrollmentTransition(from: EnrollmentStatus, decision: EnrollmentDecision): EnrollmentStatus | null {
  if (decision === 'approve') return from === 'pending' ? 'approved' : null;
  if (decision === 'reject') return from === 'pending' ? 'rejected' : null;
  return from === 'pending' || from === 'approved' ? 'withdrawn' : null;
}

/** What a coach sets on a batch, as a stored batch and its answer hold it. */
export interface BatchSettings {
  name: string;
  description: string | null;
  level: BatchLevel;
  scheduleDays: ScheduleDay[];
  /** HH:MM, 24-hour. */
  startTime: string;
  endTime: string;
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  capacity: number;
  /** Integer paise per month (₹ shown to the user). */
  monthlyFee: number;
  location: string | null;
  /** A ground of the grounds service, when the batch trains there. */
  groundId: number | null;
}
type OptionalBatchSetting = 'description' | 'location' | 'groundId';

/** Body of POST /api/training-batches (PATCH takes any subset). The coach is the signed-in creator. */
export interface TrainingBatchPayload extends Omit<BatchSettings, OptionalBatchSetting>, Partial<Pick<BatchSettings, OptionalBatchSetting>> {
  /** Only open or closed; full follows from enrollments. */
  status?: SettableBatchStatus;
}

/** A batch's settings, copied from a stored batch or an answer. */
export function batchSettingsOf(batch: BatchSettings): BatchSettings {
  return {
    name: batch.name,
    description: batch.description,
    level: batch.level,
    scheduleDays: batch.scheduleDays,
    startTime: batch.startTime,
    endTime: batch.endTime,
    startDate: batch.startDate,
    endDate: batch.endDate,
    capacity: batch.capacity,
    monthlyFee: batch.monthlyFee,
    location: batch.location,
    groundId: batch.groundId,
  };
}

/**
 * A batch as the payload that sets it as it is: what a partial change is validated against, and
 * what the edit form starts from. A full batch is open here, since full is never set by hand.
 */
export function batchAsPayload(batch: BatchSettings, closed: boolean): Required<TrainingBatchPayload> {
  return { ...batchSettingsOf(batch), status: closed ? 'closed' : 'open' };
}

export interface MyEnrollmentRef {
  id: number;
  status: EnrollmentStatus;
}

export interface TrainingBatchResponse extends BatchSettings {
  id: number;
  workspaceId: number;
  coachId: number;
  coachName: string;
  status: BatchStatus;
  /** Approved enrollments. */
  enrolledCount: number;
  pendingCount: number;
  /** capacity − enrolledCount. */
  seatsLeft: number;
  /** The signed-in person's active (pending or approved) enrollment, else their latest, else null. */
  myEnrollment: MyEnrollmentRef | null;
  createdAt: string;
  updatedAt: string;
}

export interface EnrollmentResponse {
  id: number;
  workspaceId: number;
  batchId: number;
  batchName: string;
  coachId: number;
  coachName: string;
  userId: number;
  userName: string;
  status: EnrollmentStatus;
  /** The person's note with the request. */
  note: string | null;
  requestedAt: string;
  decidedAt: string | null;
  decidedBy: number | null;
}

/** Body of POST /api/enrollments. */
export interface EnrollmentRequestPayload {
  batchId: number;
  note?: string | null;
}

/** A session of the batch's attendance lists, for its attendance history. */
export interface BatchSessionSummary {
  sessionId: number;
  listId: number;
  title: string;
  date: string;
  status: 'open' | 'closed';
  present: number;
  late: number;
  excused: number;
  absent: number;
  rosterSize: number;
  /** 0..100, null when nobody could attend. */
  rate: number | null;
}

/** GET /api/training-batches/{id}: the batch, its roster (approved), pending requests (coach and admins only) and attendance history. */
export interface TrainingBatchDetail extends TrainingBatchResponse {
  roster: EnrollmentResponse[];
  pending: EnrollmentResponse[];
  attendanceHistory: BatchSessionSummary[];
  /** Whether the signed-in person may change the batch and decide its enrollments. */
  canManage: boolean;
}

/** GET /api/training-batches/overview: the admin overview. */
export interface BatchOverview {
  batches: TrainingBatchResponse[];
  totals: {
    batches: number;
    open: number;
    full: number;
    closed: number;
    capacity: number;
    enrolled: number;
    pending: number;
    /** Sum of monthly fee × enrolled, integer paise. */
    monthlyFeesPaise: number;
  };
}
