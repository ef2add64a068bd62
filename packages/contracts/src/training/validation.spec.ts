import { ATTENDANCE_MESSAGES, BATCH_MESSAGES, DIARY_MESSAGES } from './messages';
import { parseWith } from '../validation';
import { attendanceListBody, attendanceMarksBody, attendanceSessionBody, diaryEntryBody, diaryPeriodQuery, isOversFigure, trainingBatchBody } from './validation';

const batch = {
  name: ' Evening Juniors ',
  level: 'beginner',
  scheduleDays: ['sat', 'mon'],
  startTime: '17:00',
  endTime: '19:00',
  startDate: '2026-12-01',
  endDate: '2027-03-31',
  capacity: 20,
  monthlyFee: 150000,
};

const messageOf = (result: { ok: boolean; message?: string }) => (result.ok ? null : result.message);

describe('trainingBatchBody', () => {
  it('normalises a valid batch: trimmed name, days in week order, open by default', () => {
    const result = parseWith(trainingBatchBody, batch);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ name: 'Evening Juniors', scheduleDays: ['mon', 'sat'], status: 'open', description: null, location: null, groundId: null }),
    });
  });

  it.each([
    [{ name: '  ' }, BATCH_MESSAGES.name],
    [{ level: 'expert' }, BATCH_MESSAGES.level],
    [{ scheduleDays: [] }, BATCH_MESSAGES.scheduleDays],
    [{ scheduleDays: ['someday'] }, BATCH_MESSAGES.scheduleDay],
    [{ startTime: '5pm' }, BATCH_MESSAGES.startTime],
    [{ endTime: '16:00' }, BATCH_MESSAGES.timeOrder],
    [{ startDate: '2026-02-30' }, BATCH_MESSAGES.startDate],
    [{ endDate: '2026-11-01' }, BATCH_MESSAGES.dateOrder],
    [{ capacity: 0 }, BATCH_MESSAGES.capacity],
    [{ capacity: 2.5 }, BATCH_MESSAGES.capacity],
    [{ monthlyFee: -1 }, BATCH_MESSAGES.monthlyFee],
    [{ monthlyFee: 10.5 }, BATCH_MESSAGES.monthlyFee],
    [{ status: 'full' }, BATCH_MESSAGES.status],
  ])('refuses %p with its message', (change, message) => {
    expect(messageOf(parseWith(trainingBatchBody, { ...batch, ...change }))).toBe(message);
  });
});

describe('attendance bodies', () => {
  it('refuses the same person twice on a list', () => {
    const result = parseWith(attendanceListBody, { name: 'Nets', members: [{ userId: 4, name: 'A' }, { userId: 4, name: 'B' }] });
    expect(messageOf(result)).toBe(ATTENDANCE_MESSAGES.memberDuplicate);
  });

  it('takes guests by name', () => {
    const result = parseWith(attendanceListBody, { name: 'Nets', members: [{ name: 'Guest One' }] });
    expect(result.ok && result.value.members).toEqual([{ userId: null, name: 'Guest One', email: null, phone: null }]);
  });

  it('needs a title, a real date and an end after the start for a session', () => {
    expect(messageOf(parseWith(attendanceSessionBody, { listId: 1, title: '', date: '2026-12-01', startTime: '06:00', endTime: '07:00' }))).toBe(
      ATTENDANCE_MESSAGES.sessionTitle,
    );
    expect(messageOf(parseWith(attendanceSessionBody, { listId: 1, title: 'Nets', date: '2026-13-01', startTime: '06:00', endTime: '07:00' }))).toBe(
      ATTENDANCE_MESSAGES.date,
    );
    expect(messageOf(parseWith(attendanceSessionBody, { listId: 1, title: 'Nets', date: '2026-12-01', startTime: '08:00', endTime: '07:00' }))).toBe(
      ATTENDANCE_MESSAGES.timeOrder,
    );
  });

  it('keeps the last mark per member and refuses unknown statuses', () => {
    const result = parseWith(attendanceMarksBody, { marks: [{ memberId: 1, status: 'absent' }, { memberId: 1, status: 'late' }] });
    expect(result.ok && result.value.marks).toEqual([{ memberId: 1, status: 'late' }]);
    expect(messageOf(parseWith(attendanceMarksBody, { marks: [{ memberId: 1, status: 'asleep' }] }))).toBe(ATTENDANCE_MESSAGES.markStatus);
  });

  it('refuses a period whose from is after its to', () => {
    expect(parseWith(diaryPeriodQuery, { from: '2026-12-02', to: '2026-12-01' }).ok).toBe(false);
    expect(parseWith(diaryPeriodQuery, { to: '2026-12-01' })).toEqual({ ok: true, value: { from: null, to: '2026-12-01' } });
  });
});

describe('diaryEntryBody', () => {
  const valid = { mood: 4, trainingHours: 2.5, activities: [' nets ', ''], notes: '  ', batting: { ballsFaced: 20, runs: 30, fours: 3, sixes: 1, shotExecution: 7 } };

  it('normalises an entry: empty sections null, awards false, blank text dropped', () => {
    const result = parseWith(diaryEntryBody, valid);
    expect(result.ok && result.value).toEqual({
      mood: 4,
      trainingHours: 2.5,
      activities: ['nets'],
      notes: null,
      batting: { ballsFaced: 20, runs: 30, fours: 3, sixes: 1, shotExecution: 7 },
      bowling: null,
      fielding: null,
      awards: { manOfMatch: false, manOfSeries: false, bestFielder: false, bestBowler: false, matchWinner: false },
    });
  });

  it.each([
    [{ mood: 6 }, DIARY_MESSAGES.mood],
    [{ trainingHours: 25 }, DIARY_MESSAGES.trainingHours],
    [{ batting: { ballsFaced: 5, runs: 10, fours: 3, sixes: 0, shotExecution: 5 } }, DIARY_MESSAGES.boundaryRuns],
    [{ batting: { ballsFaced: 1, runs: 10, fours: 1, sixes: 1, shotExecution: 5 } }, DIARY_MESSAGES.boundaryBalls],
    [{ batting: { ballsFaced: 1, runs: 1, shotExecution: 11 } }, DIARY_MESSAGES.rating('Shot execution')],
    [{ bowling: { overs: 3.6, wickets: 0, runsConceded: 0, lineLengthConsistency: 5 } }, DIARY_MESSAGES.overs],
    [{ fielding: { catches: -1, effort: 5 } }, DIARY_MESSAGES.count('Catches')],
    [{ awards: { manOfMatch: 'yes' } }, DIARY_MESSAGES.awards],
  ])('refuses %p with its message', (change, message) => {
    expect(messageOf(parseWith(diaryEntryBody, { ...valid, ...change }))).toBe(message);
  });

  it('knows an overs figure', () => {
    expect(isOversFigure(3.4)).toBe(true);
    expect(isOversFigure(3.6)).toBe(false);
    expect(isOversFigure(3.45)).toBe(false);
  });
});
