import {
  ATTENDANCE_STATUSES,
  attendanceRate,
  type AttendanceCounts,
  type AttendanceDashboard,
  type AttendanceStatus,
  type AttendanceTrendPoint,
  type ListAttendanceRate,
  type MemberAttendanceRate,
  type SessionStatus,
} from '@cricket/contracts';

export interface SessionFact {
  id: number;
  listId: number;
  listName: string;
  title: string;
  date: string;
  status: SessionStatus;
  closedAt: Date | null;
}
export interface MemberFact {
  id: number;
  listId: number;
  listName: string;
  userId: number | null;
  name: string;
  addedAt: Date;
}
export interface RecordFact {
  sessionId: number;
  memberId: number;
  status: AttendanceStatus;
}

export interface SessionTally {
  counts: AttendanceCounts;
  rosterSize: number;
  rate: number | null;
}

const zero = (): AttendanceCounts => ({ present: 0, late: 0, excused: 0, absent: 0, unmarked: 0 });

/**
 * Who a session expected: everyone on its list while it was open (all of today's roster for an
 * open session, so a session entered afterwards still counts its people), and anyone marked in
 * it. Everyone expected and unmarked counts as absent in the rate.
 */
function expected(session: SessionFact, member: MemberFact, marked: boolean): boolean {
  if (member.listId !== session.listId) return false;
  return marked || session.closedAt === null || new Date(member.addedAt).getTime() <= new Date(session.closedAt).getTime();
}

function recordIndex(records: readonly RecordFact[]): Map<string, AttendanceStatus> {
  return new Map(records.map((r) => [`${r.sessionId}:${r.memberId}`, r.status]));
}

export function tallySessions(sessions: readonly SessionFact[], members: readonly MemberFact[], records: readonly RecordFact[]): Map<number, SessionTally> {
  const marks = recordIndex(records);
  const tallies = new Map<number, SessionTally>();
  for (const session of sessions) {
    const counts = zero();
    let rosterSize = 0;
    for (const member of members) {
      const status = marks.get(`${session.id}:${member.id}`);
      if (!expected(session, member, status !== undefined)) continue;
      rosterSize += 1;
      counts[status ?? 'unmarked'] += 1;
    }
    tallies.set(session.id, { counts, rosterSize, rate: attendanceRate(counts) });
  }
  return tallies;
}

function add(into: AttendanceCounts, from: AttendanceCounts): void {
  for (const key of [...ATTENDANCE_STATUSES, 'unmarked'] as const) into[key] += from[key];
}
const withoutUnmarked = (c: AttendanceCounts) => ({ present: c.present, late: c.late, excused: c.excused, absent: c.absent + c.unmarked });

/** The dashboard: rate per member, per list, overall, and per session in date order (the chart). */
export function attendanceDashboard(
  period: { from: string | null; to: string | null },
  sessions: readonly SessionFact[],
  members: readonly MemberFact[],
  records: readonly RecordFact[],
): AttendanceDashboard {
  const tallies = tallySessions(sessions, members, records);
  const marks = recordIndex(records);
  const ordered = [...sessions].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);

  const trend: AttendanceTrendPoint[] = ordered.map((s) => {
    const t = tallies.get(s.id)!;
    return { sessionId: s.id, listId: s.listId, listName: s.listName, title: s.title, date: s.date, ...withoutUnmarked(t.counts), rosterSize: t.rosterSize, rate: t.rate };
  });

  const listTotals = new Map<number, { listName: string; sessions: number; counts: AttendanceCounts }>();
  for (const s of ordered) {
    const entry = listTotals.get(s.listId) ?? { listName: s.listName, sessions: 0, counts: zero() };
    entry.sessions += 1;
    add(entry.counts, tallies.get(s.id)!.counts);
    listTotals.set(s.listId, entry);
  }
  const lists: ListAttendanceRate[] = [...listTotals.entries()].map(([listId, e]) => ({
    listId,
    listName: e.listName,
    sessions: e.sessions,
    ...withoutUnmarked(e.counts),
    rate: attendanceRate(e.counts),
  }));

  const memberRates: MemberAttendanceRate[] = members.map((m) => {
    const counts = zero();
    let held = 0;
    for (const s of ordered) {
      const status = marks.get(`${s.id}:${m.id}`);
      if (!expected(s, m, status !== undefined)) continue;
      held += 1;
      counts[status ?? 'unmarked'] += 1;
    }
    return { memberId: m.id, listId: m.listId, listName: m.listName, userId: m.userId, name: m.name, sessions: held, ...withoutUnmarked(counts), rate: attendanceRate(counts) };
  });

  const overall = zero();
  for (const t of tallies.values()) add(overall, t.counts);
  return { from: period.from, to: period.to, overall: { sessions: sessions.length, rate: attendanceRate(overall) }, lists, members: memberRates, trend };
}
