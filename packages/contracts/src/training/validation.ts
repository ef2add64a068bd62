import { isIsoDate, isMatchTime } from '../matches/dates';
import { id, isValidEmail, numeric, objectOf, oneOf, optional, optionalText, requiredText, textThat, v, wholeNumber } from '../validation';
import { ATTENDANCE_STATUSES, SESSION_STATUSES } from './attendance';
import { BATCH_LEVELS, ENROLLMENT_STATUSES, SCHEDULE_DAYS, SETTABLE_BATCH_STATUSES } from './batches';
import { DIARY_AWARDS, type DiaryAward } from './diary';
import { ATTENDANCE_MESSAGES, BATCH_MESSAGES, DIARY_FIELD_LABELS, DIARY_MESSAGES, ENROLLMENT_MESSAGES, TRAINING_LIMITS } from './messages';

// The bodies and queries of training, attendance and the diary: the service answers 400 with the
// first broken rule's message and the forms show the same text. A body that is no object at all
// answers the message of its first field, as an empty one does.

/** An overs figure: whole overs and 0 to 5 balls after the point (3.4). */
export function isOversFigure(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return false;
  return /^\d+(\.[0-5])?$/.test(String(value));
}

const MONTHLY_FEE_MAX = 100_000_000_00;

const isoDate = (message: string) => textThat(isIsoDate, message);
const time = (message: string) => textThat(isMatchTime, message);

/**
 * A PATCH body: any of `keys`, as sent. The service checks them within the whole they make once it
 * has found the row, so a row that is not there stays a 404 (and one the caller may not change a
 * 403) whatever the body holds.
 */
const changesOf = <const K extends string>(keys: readonly K[]) =>
  v.object(Object.fromEntries(keys.map((key) => [key, v.optional(v.unknown())])) as Record<K, v.OptionalSchema<v.UnknownSchema, undefined>>);

export const trainingBatchBody = v.pipe(
  v.object(
    {
      name: requiredText(TRAINING_LIMITS.nameMax, BATCH_MESSAGES.name, BATCH_MESSAGES.nameTooLong),
      description: optionalText(TRAINING_LIMITS.descriptionMax, BATCH_MESSAGES.description),
      level: oneOf(BATCH_LEVELS, BATCH_MESSAGES.level),
      scheduleDays: v.pipe(
        v.array(oneOf(SCHEDULE_DAYS, BATCH_MESSAGES.scheduleDay), BATCH_MESSAGES.scheduleDays),
        v.nonEmpty(BATCH_MESSAGES.scheduleDays),
        // Each day once, in week order.
        v.transform((days) => SCHEDULE_DAYS.filter((day) => days.includes(day))),
      ),
      startTime: time(BATCH_MESSAGES.startTime),
      endTime: time(BATCH_MESSAGES.endTime),
      startDate: isoDate(BATCH_MESSAGES.startDate),
      endDate: isoDate(BATCH_MESSAGES.endDate),
      capacity: wholeNumber(TRAINING_LIMITS.capacityMin, TRAINING_LIMITS.capacityMax, BATCH_MESSAGES.capacity),
      monthlyFee: wholeNumber(0, MONTHLY_FEE_MAX, BATCH_MESSAGES.monthlyFee),
      location: optionalText(TRAINING_LIMITS.locationMax, BATCH_MESSAGES.location),
      groundId: optional(id(BATCH_MESSAGES.groundId)),
      status: v.nullish(oneOf(SETTABLE_BATCH_STATUSES, BATCH_MESSAGES.status), 'open'),
    },
    BATCH_MESSAGES.name,
  ),
  v.check((batch) => batch.endTime > batch.startTime, BATCH_MESSAGES.timeOrder),
  v.check((batch) => batch.endDate >= batch.startDate, BATCH_MESSAGES.dateOrder),
);
export type TrainingBatchBody = v.InferOutput<typeof trainingBatchBody>;
export const trainingBatchChanges = changesOf(Object.keys(trainingBatchBody.entries) as (keyof typeof trainingBatchBody.entries)[]);
export type TrainingBatchChanges = v.InferOutput<typeof trainingBatchChanges>;

export const enrollmentRequestBody = v.object(
  {
    batchId: id(ENROLLMENT_MESSAGES.batchId),
    note: optionalText(TRAINING_LIMITS.noteMax, ENROLLMENT_MESSAGES.note),
  },
  ENROLLMENT_MESSAGES.batchId,
);
export type EnrollmentRequestBody = v.InferOutput<typeof enrollmentRequestBody>;

/** A roster entry: a workspace member by user id, or a guest by name alone. */
export const attendanceMemberBody = v.object(
  {
    userId: v.nullish(id(ATTENDANCE_MESSAGES.memberUserId), null),
    name: requiredText(TRAINING_LIMITS.memberNameMax, ATTENDANCE_MESSAGES.memberName, ATTENDANCE_MESSAGES.memberNameTooLong),
    email: v.pipe(
      optionalText(TRAINING_LIMITS.memberEmailMax, ATTENDANCE_MESSAGES.memberEmail),
      v.check((email) => email === null || isValidEmail(email), ATTENDANCE_MESSAGES.memberEmail),
    ),
    phone: optionalText(TRAINING_LIMITS.memberPhoneMax, ATTENDANCE_MESSAGES.memberPhone),
  },
  ATTENDANCE_MESSAGES.memberName,
);
export type AttendanceMemberBody = v.InferOutput<typeof attendanceMemberBody>;

/** A member once by user id, a guest once by name (in any case). */
const noOneTwice = (members: AttendanceMemberBody[]) =>
  new Set(members.map((m) => (m.userId !== null ? `u${m.userId}` : `g${m.name.toLowerCase()}`))).size === members.length;

export const attendanceListBody = v.object(
  {
    name: requiredText(TRAINING_LIMITS.listNameMax, ATTENDANCE_MESSAGES.listName, ATTENDANCE_MESSAGES.listNameTooLong),
    description: optionalText(TRAINING_LIMITS.descriptionMax, ATTENDANCE_MESSAGES.description),
    batchId: v.nullish(id(ATTENDANCE_MESSAGES.batchId), null),
    members: v.nullish(
      v.pipe(
        v.array(attendanceMemberBody, ATTENDANCE_MESSAGES.members),
        v.maxLength(TRAINING_LIMITS.membersMax, ATTENDANCE_MESSAGES.members),
        v.check(noOneTwice, ATTENDANCE_MESSAGES.memberDuplicate),
      ),
      [],
    ),
  },
  ATTENDANCE_MESSAGES.listName,
);
export type AttendanceListBody = v.InferOutput<typeof attendanceListBody>;
export const attendanceListChanges = changesOf(['name', 'description']);
export type AttendanceListChanges = v.InferOutput<typeof attendanceListChanges>;

export const attendanceSessionBody = v.pipe(
  v.object(
    {
      listId: id(ATTENDANCE_MESSAGES.listId),
      title: requiredText(TRAINING_LIMITS.sessionTitleMax, ATTENDANCE_MESSAGES.sessionTitle, ATTENDANCE_MESSAGES.sessionTitleTooLong),
      date: isoDate(ATTENDANCE_MESSAGES.date),
      startTime: time(ATTENDANCE_MESSAGES.startTime),
      endTime: time(ATTENDANCE_MESSAGES.endTime),
    },
    ATTENDANCE_MESSAGES.listId,
  ),
  v.check((session) => session.endTime > session.startTime, ATTENDANCE_MESSAGES.timeOrder),
);
export type AttendanceSessionBody = v.InferOutput<typeof attendanceSessionBody>;
export const attendanceSessionChanges = changesOf(['title', 'date', 'startTime', 'endTime']);
export type AttendanceSessionChanges = v.InferOutput<typeof attendanceSessionChanges>;

const attendanceMark = v.object(
  { memberId: id(ATTENDANCE_MESSAGES.marks), status: oneOf(ATTENDANCE_STATUSES, ATTENDANCE_MESSAGES.markStatus) },
  ATTENDANCE_MESSAGES.marks,
);

export const attendanceMarksBody = v.object(
  {
    marks: v.pipe(
      v.array(attendanceMark, ATTENDANCE_MESSAGES.marks),
      v.nonEmpty(ATTENDANCE_MESSAGES.marks),
      v.maxLength(TRAINING_LIMITS.membersMax, ATTENDANCE_MESSAGES.marks),
      // A member marked twice keeps the last mark, in the place of the first.
      v.transform((marks) => [...new Map(marks.map((mark) => [mark.memberId, mark])).values()]),
    ),
  },
  ATTENDANCE_MESSAGES.marks,
);
export type AttendanceMarksBody = v.InferOutput<typeof attendanceMarksBody>;

export const attendanceCheckInBody = v.object(
  { code: v.pipe(v.string(ATTENDANCE_MESSAGES.code), v.trim(), v.nonEmpty(ATTENDANCE_MESSAGES.code)) },
  ATTENDANCE_MESSAGES.code,
);
export type AttendanceCheckInBody = v.InferOutput<typeof attendanceCheckInBody>;

/** An optional period: both ends real dates when given, from not after to; `message` for either rule. */
const period = (message: string) => ({ from: optional(isoDate(message)), to: optional(isoDate(message)) });
const inOrder = (range: { from: string | null; to: string | null }) => range.from === null || range.to === null || range.from <= range.to;

export const attendanceSessionsQuery = v.object({
  listId: optional(id(ATTENDANCE_MESSAGES.listId)),
  // An unknown status filters nothing.
  status: v.fallback(v.optional(v.picklist(SESSION_STATUSES)), undefined),
});
export type AttendanceSessionsQuery = v.InferOutput<typeof attendanceSessionsQuery>;

export const attendanceDashboardQuery = v.pipe(
  v.object({ ...period(ATTENDANCE_MESSAGES.range), listId: optional(id(ATTENDANCE_MESSAGES.listId)) }),
  v.check((query) => inOrder(query), ATTENDANCE_MESSAGES.range),
);
export type AttendanceDashboardQuery = v.InferOutput<typeof attendanceDashboardQuery>;

const enrollmentStatus = optional(oneOf(ENROLLMENT_STATUSES, ENROLLMENT_MESSAGES.status));
export const enrollmentStatusQuery = v.object({ status: enrollmentStatus });
export type EnrollmentStatusQuery = v.InferOutput<typeof enrollmentStatusQuery>;
export const enrollmentsQuery = v.object({ status: enrollmentStatus, batchId: optional(id(ENROLLMENT_MESSAGES.batchId)) });
export type EnrollmentsQuery = v.InferOutput<typeof enrollmentsQuery>;

export const diaryPeriodQuery = v.pipe(v.object(period(DIARY_MESSAGES.range)), v.check((query) => inOrder(query), DIARY_MESSAGES.range));
export type DiaryPeriodQuery = v.InferOutput<typeof diaryPeriodQuery>;

export const diarySummaryQuery = v.pipe(
  v.object({ today: v.optional(isoDate(DIARY_MESSAGES.date)), ...period(DIARY_MESSAGES.range) }),
  v.check((query) => inOrder(query), DIARY_MESSAGES.range),
);
export type DiarySummaryQuery = v.InferOutput<typeof diarySummaryQuery>;

const L = DIARY_FIELD_LABELS;
const count = (label: string) => wholeNumber(0, TRAINING_LIMITS.countMax, DIARY_MESSAGES.count(label));
const countOrZero = (label: string) => v.nullish(count(label), 0);
const rating = (label: string) => wholeNumber(TRAINING_LIMITS.ratingMin, TRAINING_LIMITS.ratingMax, DIARY_MESSAGES.rating(label));

/** A part of the day the person may have left out (absent or null reads as null). */
const section = <S extends v.GenericSchema & { entries: v.ObjectEntries }>(fields: S, label: string) =>
  v.nullish(objectOf(fields, DIARY_MESSAGES.section(label)), null);

const batting = v.pipe(
  v.object({
    ballsFaced: count(L.ballsFaced),
    runs: count(L.runs),
    fours: countOrZero(L.fours),
    sixes: countOrZero(L.sixes),
    shotExecution: rating(L.shotExecution),
  }),
  v.check((b) => b.fours * 4 + b.sixes * 6 <= b.runs, DIARY_MESSAGES.boundaryRuns),
  v.check((b) => b.fours + b.sixes <= b.ballsFaced, DIARY_MESSAGES.boundaryBalls),
);

const bowling = v.object({
  overs: v.pipe(numeric(DIARY_MESSAGES.overs), v.check((overs) => isOversFigure(overs), DIARY_MESSAGES.overs)),
  wickets: countOrZero(L.wickets),
  runsConceded: countOrZero(L.runsConceded),
  lineLengthConsistency: rating(L.lineLengthConsistency),
});

const fielding = v.object({
  catches: countOrZero(L.catches),
  runOuts: countOrZero(L.runOuts),
  fieldingActions: countOrZero(L.fieldingActions),
  effort: rating(L.effort),
});

/** Every award, false unless given as true. */
const awards = v.object(
  Object.fromEntries(DIARY_AWARDS.map((award) => [award, v.nullish(v.boolean(DIARY_MESSAGES.awards), false)])) as Record<
    DiaryAward,
    v.NullishSchema<v.BooleanSchema<string>, false>
  >,
);

const activity = v.pipe(v.string(DIARY_MESSAGES.activities), v.trim(), v.maxLength(TRAINING_LIMITS.activityMax, DIARY_MESSAGES.activities));

export const diaryEntryBody = v.object(
  {
    mood: wholeNumber(TRAINING_LIMITS.moodMin, TRAINING_LIMITS.moodMax, DIARY_MESSAGES.mood),
    trainingHours: v.pipe(
      numeric(DIARY_MESSAGES.trainingHours),
      v.minValue(0, DIARY_MESSAGES.trainingHours),
      v.maxValue(TRAINING_LIMITS.trainingHoursMax, DIARY_MESSAGES.trainingHours),
    ),
    activities: v.pipe(
      v.nullish(v.array(activity, DIARY_MESSAGES.activities), []),
      v.maxLength(TRAINING_LIMITS.activitiesMax, DIARY_MESSAGES.activities),
      // Blank activities are dropped.
      v.transform((activities) => activities.filter((activity) => activity !== '')),
    ),
    notes: optionalText(TRAINING_LIMITS.notesMax, DIARY_MESSAGES.notes),
    batting: section(batting, L.batting),
    bowling: section(bowling, L.bowling),
    fielding: section(fielding, L.fielding),
    awards: v.nullish(objectOf(awards, DIARY_MESSAGES.awards), {}),
  },
  DIARY_MESSAGES.mood,
);
export type DiaryEntryBody = v.InferOutput<typeof diaryEntryBody>;
