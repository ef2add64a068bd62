/** Attendance lists, sessions with QR check-in and marks (issue #8). */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = {
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
  excused: 'Excused',
};

/** How a mark was made: by the person's own QR scan or by the coach. */
export const MARK_METHODS = ['qr', 'manual'] as const;
export type MarkMethod = (typeof MARK_METHODS)[number];

/** An open session's QR code works; a closed one's has expired. */
export const SESSION_STATUSES = ['open', 'closed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** A roster entry: a workspace member (userId) or a guest (name only). */
export const MEMBER_KINDS = ['member', 'guest'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

export function isAttendanceStatus(value: unknown): value is AttendanceStatus {
  return typeof value === 'string' && (ATTENDANCE_STATUSES as readonly string[]).includes(value);
}

/** One roster entry as sent when creating a list or adding to it. */
export interface AttendanceMemberPayload {
  /** A user of the workspace; absent for a guest. */
  userId?: number | null;
  name: string;
  email?: string | null;
  phone?: string | null;
}

/** Body of POST /api/attendance/lists (PATCH takes name and description). */
export interface AttendanceListPayload {
  name: string;
  description?: string | null;
  /** Ties the list to a training batch: its roster starts with (and follows) the batch's approved enrollments. */
  batchId?: number | null;
  members?: AttendanceMemberPayload[];
}

export interface AttendanceMemberResponse {
  id: number;
  listId: number;
  kind: MemberKind;
  userId: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  addedAt: string;
}

export interface AttendanceListSummary {
  id: number;
  workspaceId: number;
  name: string;
  description: string | null;
  batchId: number | null;
  memberCount: number;
  sessionCount: number;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
}

export interface AttendanceListResponse extends AttendanceListSummary {
  members: AttendanceMemberResponse[];
}

/** Body of POST /api/attendance/sessions (PATCH takes title, date, startTime, endTime). */
export interface AttendanceSessionPayload {
  listId: number;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM, 24-hour. */
  startTime: string;
  endTime: string;
}

export interface AttendanceCounts {
  present: number;
  late: number;
  excused: number;
  absent: number;
  /** Roster entries without a mark yet. */
  unmarked: number;
}

export interface AttendanceSessionResponse {
  id: number;
  workspaceId: number;
  listId: number;
  listName: string;
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  status: SessionStatus;
  /** The QR token; the link is /qr/{qrCode} (or /join/{qrCode}). It stops working when the session closes. */
  qrCode: string;
  closedAt: string | null;
  counts: AttendanceCounts;
  rosterSize: number;
  createdBy: number;
  createdAt: string;
}

/** One roster entry of a session with its mark (null status: not marked yet). */
export interface SessionAttendee {
  memberId: number;
  userId: number | null;
  name: string;
  kind: MemberKind;
  status: AttendanceStatus | null;
  method: MarkMethod | null;
  markedAt: string | null;
}

export interface AttendanceSessionDetail extends AttendanceSessionResponse {
  attendees: SessionAttendee[];
}

/** Body of POST /api/attendance/sessions/{id}/marks: everyone at once. */
export interface AttendanceMarksPayload {
  marks: { memberId: number; status: AttendanceStatus }[];
}

/** Body of POST /api/attendance/check-in. */
export interface CheckInPayload {
  code: string;
}

/** Answer of a QR check-in: the person is present once, however often they scan. */
export interface CheckInAnswer {
  sessionId: number;
  sessionTitle: string;
  listName: string;
  date: string;
  startTime: string;
  endTime: string;
  memberId: number;
  name: string;
  status: AttendanceStatus;
  method: MarkMethod;
  markedAt: string;
  /** True when this scan found the person already marked (nothing changed). */
  alreadyMarked: boolean;
}

/** Attendance rate of one roster entry over the chosen period. */
export interface MemberAttendanceRate extends Omit<AttendanceCounts, 'unmarked'> {
  memberId: number;
  listId: number;
  listName: string;
  userId: number | null;
  name: string;
  /** Sessions held since the person joined the list; an unmarked one counts as absent. */
  sessions: number;
  /** 0..100 with two decimals; null when nothing counts. */
  rate: number | null;
}

export interface ListAttendanceRate extends Omit<AttendanceCounts, 'unmarked'> {
  listId: number;
  listName: string;
  sessions: number;
  rate: number | null;
}

/** One point of the chart: a session's rate. */
export interface AttendanceTrendPoint {
  sessionId: number;
  listId: number;
  listName: string;
  title: string;
  date: string;
  present: number;
  late: number;
  excused: number;
  absent: number;
  rosterSize: number;
  rate: number | null;
}

/** GET /api/attendance/dashboard?listId=&from=&to= */
export interface AttendanceDashboard {
  from: string | null;
  to: string | null;
  overall: { sessions: number; rate: number | null };
  lists: ListAttendanceRate[];
  members: MemberAttendanceRate[];
  trend: AttendanceTrendPoint[];
}

/** The link a QR code opens (core §2 route table: /qr/{code} and /join/{code}). */
export function qrLinkPath(code: string): string {
  return `/qr/${encodeURIComponent(code)}`;
}
export function joinLinkPath(code: string): string {
  return `/join/${encodeURIComponent(code)}`;
}
