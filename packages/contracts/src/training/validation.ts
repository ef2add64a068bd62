import { isIsoDate, isMatchTime } from '../matches/dates';
import { isValidEmail } from '../validation';
import { isAttendanceStatus, type AttendanceMarksPayload, type AttendanceMemberPayload, type AttendanceListPayload, type AttendanceSessionPayload } from './attendance';
import { isBatchLevel, isScheduleDay, SCHEDULE_DAYS, SETTABLE_BATCH_STATUSES, type SettableBatchStatus, type TrainingBatchPayload, type EnrollmentRequestPayload } from './batches';
import { DIARY_AWARDS, type DiaryAwards, type DiaryBatting, type DiaryBowling, type DiaryEntryPayload, type DiaryFielding } from './diary';
import { ATTENDANCE_MESSAGES, BATCH_MESSAGES, DIARY_FIELD_LABELS, DIARY_MESSAGES, ENROLLMENT_MESSAGES, TRAINING_LIMITS } from './messages';

/**
 * One parser per body: the first broken rule's message, or the normalised value. The service
 * answers 400 with that message and the form shows the same text.
 */
export type TrainingParsed<T> = { ok: true; value: T } | { ok: false; message: string };

class Invalid extends Error {}
const fail = (message: string): never => {
  throw new Invalid(message);
};
function parse<T>(build: () => T): TrainingParsed<T> {
  try {
    return { ok: true, value: build() };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, message: error.message };
    throw error;
  }
}

type Body = Record<string, unknown>;
const asBody = (input: unknown): Body => (input && typeof input === 'object' && !Array.isArray(input) ? (input as Body) : {});

/** An overs figure: whole overs and 0 to 5 balls after the point (3.4). */
export function isOversFigure(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return false;
  return /^\d+(\.[0-5])?$/.test(String(value));
}

/** A number, or its decimal text ("12", "12.5"); anything else stays as it is and fails its rule. */
function numeric(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
}
function wholeIn(value: unknown, min: number, max: number, message: string): number {
  const n = numeric(value);
  if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) fail(message);
  return n as number;
}
function positiveId(value: unknown, message: string): number {
  return wholeIn(value, 1, 2_147_483_647, message);
}
function requiredText(value: unknown, max: number, missing: string, tooLong: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(missing);
  const text = (value as string).trim();
  if (text.length > max) fail(tooLong);
  return text;
}
/** Empty optional text is stored as null. */
function optionalText(value: unknown, max: number, message: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.trim().length > max) fail(message);
  const text = (value as string).trim();
  return text === '' ? null : text;
}
function timeRange(body: Body, messages: { startTime: string; endTime: string; timeOrder: string }) {
  if (!isMatchTime(body.startTime)) fail(messages.startTime);
  if (!isMatchTime(body.endTime)) fail(messages.endTime);
  const startTime = body.startTime as string;
  const endTime = body.endTime as string;
  if (endTime <= startTime) fail(messages.timeOrder);
  return { startTime, endTime };
}

export function parseBatchPayload(input: unknown): TrainingParsed<TrainingBatchPayload & { description: string | null; location: string | null; groundId: number | null; status: SettableBatchStatus }> {
  return parse(() => {
    const body = asBody(input);
    const name = requiredText(body.name, TRAINING_LIMITS.nameMax, BATCH_MESSAGES.name, BATCH_MESSAGES.nameTooLong);
    const description = optionalText(body.description, TRAINING_LIMITS.descriptionMax, BATCH_MESSAGES.description);
    if (!isBatchLevel(body.level)) fail(BATCH_MESSAGES.level);
    if (!Array.isArray(body.scheduleDays) || body.scheduleDays.length === 0) fail(BATCH_MESSAGES.scheduleDays);
    if (!(body.scheduleDays as unknown[]).every(isScheduleDay)) fail(BATCH_MESSAGES.scheduleDay);
    const chosen = new Set(body.scheduleDays as string[]);
    const scheduleDays = SCHEDULE_DAYS.filter((d) => chosen.has(d));
    const { startTime, endTime } = timeRange(body, BATCH_MESSAGES);
    if (!isIsoDate(body.startDate)) fail(BATCH_MESSAGES.startDate);
    if (!isIsoDate(body.endDate)) fail(BATCH_MESSAGES.endDate);
    if ((body.endDate as string) < (body.startDate as string)) fail(BATCH_MESSAGES.dateOrder);
    const capacity = wholeIn(body.capacity, TRAINING_LIMITS.capacityMin, TRAINING_LIMITS.capacityMax, BATCH_MESSAGES.capacity);
    const monthlyFee = wholeIn(body.monthlyFee, 0, 100_000_000_00, BATCH_MESSAGES.monthlyFee);
    const location = optionalText(body.location, TRAINING_LIMITS.locationMax, BATCH_MESSAGES.location);
    const groundId = body.groundId === undefined || body.groundId === null || body.groundId === '' ? null : positiveId(body.groundId, BATCH_MESSAGES.groundId);
    const status = body.status ?? 'open';
    if (!(SETTABLE_BATCH_STATUSES as readonly unknown[]).includes(status)) fail(BATCH_MESSAGES.status);
    return {
      name,
      description,
      level: body.level as TrainingBatchPayload['level'],
      scheduleDays,
      startTime,
      endTime,
      startDate: body.startDate as string,
      endDate: body.endDate as string,
      capacity,
      monthlyFee,
      location,
      groundId,
      status: status as SettableBatchStatus,
    };
  });
}

export function parseEnrollmentRequest(input: unknown): TrainingParsed<EnrollmentRequestPayload & { note: string | null }> {
  return parse(() => {
    const body = asBody(input);
    return {
      batchId: positiveId(body.batchId, ENROLLMENT_MESSAGES.batchId),
      note: optionalText(body.note, TRAINING_LIMITS.noteMax, ENROLLMENT_MESSAGES.note),
    };
  });
}

type NormalMember = { userId: number | null; name: string; email: string | null; phone: string | null };

function member(input: unknown): NormalMember {
  const body = asBody(input);
  const userId = body.userId === undefined || body.userId === null ? null : positiveId(body.userId, ATTENDANCE_MESSAGES.memberUserId);
  const name = requiredText(body.name, TRAINING_LIMITS.memberNameMax, ATTENDANCE_MESSAGES.memberName, ATTENDANCE_MESSAGES.memberNameTooLong);
  const email = optionalText(body.email, TRAINING_LIMITS.memberEmailMax, ATTENDANCE_MESSAGES.memberEmail);
  if (email !== null && !isValidEmail(email)) fail(ATTENDANCE_MESSAGES.memberEmail);
  const phone = optionalText(body.phone, TRAINING_LIMITS.memberPhoneMax, ATTENDANCE_MESSAGES.memberPhone);
  return { userId, name, email, phone };
}

export function parseMemberPayload(input: unknown): TrainingParsed<AttendanceMemberPayload & NormalMember> {
  return parse(() => member(input));
}

export function parseListPayload(input: unknown): TrainingParsed<AttendanceListPayload & { description: string | null; batchId: number | null; members: NormalMember[] }> {
  return parse(() => {
    const body = asBody(input);
    const name = requiredText(body.name, TRAINING_LIMITS.listNameMax, ATTENDANCE_MESSAGES.listName, ATTENDANCE_MESSAGES.listNameTooLong);
    const description = optionalText(body.description, TRAINING_LIMITS.descriptionMax, ATTENDANCE_MESSAGES.description);
    const batchId = body.batchId === undefined || body.batchId === null ? null : positiveId(body.batchId, ATTENDANCE_MESSAGES.batchId);
    const raw = body.members ?? [];
    if (!Array.isArray(raw) || raw.length > TRAINING_LIMITS.membersMax) fail(ATTENDANCE_MESSAGES.members);
    const members = (raw as unknown[]).map(member);
    const seen = new Set<string>();
    for (const m of members) {
      const key = m.userId !== null ? `u${m.userId}` : `g${m.name.toLowerCase()}`;
      if (seen.has(key)) fail(ATTENDANCE_MESSAGES.memberDuplicate);
      seen.add(key);
    }
    return { name, description, batchId, members };
  });
}

export function parseSessionPayload(input: unknown): TrainingParsed<AttendanceSessionPayload> {
  return parse(() => {
    const body = asBody(input);
    const listId = positiveId(body.listId, ATTENDANCE_MESSAGES.listId);
    const title = requiredText(body.title, TRAINING_LIMITS.sessionTitleMax, ATTENDANCE_MESSAGES.sessionTitle, ATTENDANCE_MESSAGES.sessionTitleTooLong);
    if (!isIsoDate(body.date)) fail(ATTENDANCE_MESSAGES.date);
    const { startTime, endTime } = timeRange(body, ATTENDANCE_MESSAGES);
    return { listId, title, date: body.date as string, startTime, endTime };
  });
}

export function parseMarksPayload(input: unknown): TrainingParsed<AttendanceMarksPayload> {
  return parse(() => {
    const body = asBody(input);
    if (!Array.isArray(body.marks) || body.marks.length === 0 || body.marks.length > TRAINING_LIMITS.membersMax) fail(ATTENDANCE_MESSAGES.marks);
    const byMember = new Map<number, AttendanceMarksPayload['marks'][number]>();
    for (const raw of body.marks as unknown[]) {
      const mark = asBody(raw);
      const memberId = positiveId(mark.memberId, ATTENDANCE_MESSAGES.marks);
      if (!isAttendanceStatus(mark.status)) fail(ATTENDANCE_MESSAGES.markStatus);
      byMember.set(memberId, { memberId, status: mark.status as AttendanceMarksPayload['marks'][number]['status'] });
    }
    return { marks: [...byMember.values()] };
  });
}

export function parseCheckIn(input: unknown): TrainingParsed<{ code: string }> {
  return parse(() => {
    const code = asBody(input).code;
    if (typeof code !== 'string' || code.trim() === '') fail(ATTENDANCE_MESSAGES.code);
    return { code: (code as string).trim() };
  });
}

/** An optional period: both ends real dates when given, from not after to. */
export function parseTrainingPeriod(from: unknown, to: unknown, message: string): TrainingParsed<{ from: string | null; to: string | null }> {
  return parse(() => {
    const f = from === undefined || from === '' ? null : from;
    const t = to === undefined || to === '' ? null : to;
    if ((f !== null && !isIsoDate(f)) || (t !== null && !isIsoDate(t))) fail(message);
    if (f !== null && t !== null && (t as string) < (f as string)) fail(message);
    return { from: f as string | null, to: t as string | null };
  });
}

const count = (value: unknown, label: string) => wholeIn(value, 0, TRAINING_LIMITS.countMax, DIARY_MESSAGES.count(label));
const rating = (value: unknown, label: string) => wholeIn(value, TRAINING_LIMITS.ratingMin, TRAINING_LIMITS.ratingMax, DIARY_MESSAGES.rating(label));

function section<T>(value: unknown, label: string, read: (body: Body) => T): T | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) fail(DIARY_MESSAGES.section(label));
  return read(value as Body);
}

export function parseDiaryEntry(input: unknown): TrainingParsed<Required<DiaryEntryPayload> & { awards: DiaryAwards }> {
  const L = DIARY_FIELD_LABELS;
  return parse(() => {
    const body = asBody(input);
    const mood = wholeIn(body.mood, TRAINING_LIMITS.moodMin, TRAINING_LIMITS.moodMax, DIARY_MESSAGES.mood);
    const hours = numeric(body.trainingHours);
    if (typeof hours !== 'number' || !Number.isFinite(hours) || hours < 0 || hours > TRAINING_LIMITS.trainingHoursMax) fail(DIARY_MESSAGES.trainingHours);
    const rawActivities = body.activities ?? [];
    if (
      !Array.isArray(rawActivities) ||
      rawActivities.length > TRAINING_LIMITS.activitiesMax ||
      !rawActivities.every((a) => typeof a === 'string' && a.trim().length <= TRAINING_LIMITS.activityMax)
    ) {
      fail(DIARY_MESSAGES.activities);
    }
    const activities = (rawActivities as string[]).map((a) => a.trim()).filter((a) => a !== '');
    const notes = optionalText(body.notes, TRAINING_LIMITS.notesMax, DIARY_MESSAGES.notes);
    const batting = section<DiaryBatting>(body.batting, L.batting, (b) => {
      const value = {
        ballsFaced: count(b.ballsFaced, L.ballsFaced),
        runs: count(b.runs, L.runs),
        fours: count(b.fours ?? 0, L.fours),
        sixes: count(b.sixes ?? 0, L.sixes),
        shotExecution: rating(b.shotExecution, L.shotExecution),
      };
      if (value.fours * 4 + value.sixes * 6 > value.runs) fail(DIARY_MESSAGES.boundaryRuns);
      if (value.fours + value.sixes > value.ballsFaced) fail(DIARY_MESSAGES.boundaryBalls);
      return value;
    });
    const bowling = section<DiaryBowling>(body.bowling, L.bowling, (b) => {
      const overs = numeric(b.overs);
      if (!isOversFigure(overs)) fail(DIARY_MESSAGES.overs);
      return {
        overs: overs as number,
        wickets: count(b.wickets ?? 0, L.wickets),
        runsConceded: count(b.runsConceded ?? 0, L.runsConceded),
        lineLengthConsistency: rating(b.lineLengthConsistency, L.lineLengthConsistency),
      };
    });
    const fielding = section<DiaryFielding>(body.fielding, L.fielding, (f) => ({
      catches: count(f.catches ?? 0, L.catches),
      runOuts: count(f.runOuts ?? 0, L.runOuts),
      fieldingActions: count(f.fieldingActions ?? 0, L.fieldingActions),
      effort: rating(f.effort, L.effort),
    }));
    const rawAwards = body.awards ?? {};
    if (typeof rawAwards !== 'object' || rawAwards === null || Array.isArray(rawAwards)) fail(DIARY_MESSAGES.awards);
    const awards = Object.fromEntries(
      DIARY_AWARDS.map((a) => {
        const v = (rawAwards as Body)[a] ?? false;
        if (typeof v !== 'boolean') fail(DIARY_MESSAGES.awards);
        return [a, v];
      }),
    ) as DiaryAwards;
    return { mood, trainingHours: hours as number, activities, notes, batting, bowling, fielding, awards };
  });
}
