import {
  hasBookingDetails,
  parseTime12h,
  SCHEDULE_DAYS,
  type AllWorkspacesBooking,
  type EnrollmentResponse,
  type GroundBookingResponse,
  type MatchResponse,
  type TrainingBatchResponse,
} from '@cricket/contracts';

/** How many rows a home card lists before its 'See all' link. */
export const HOME_CARD_ROWS = 5;

/** Now as the club's clock reads it: the device's local date (YYYY-MM-DD) and minutes after midnight. */
export interface LocalNow {
  date: string;
  minutes: number;
}

export function localNow(now = new Date()): LocalNow {
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`, minutes: now.getHours() * 60 + now.getMinutes() };
}

/** Minutes after midnight of 'HH:MM' (24-hour), or of a '9:00 AM' slot; unknown times sort last. */
function minutesOf(time: string | undefined): number {
  if (!time) return Number.MAX_SAFE_INTEGER;
  const hhmm = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (hhmm) return Number(hhmm[1]) * 60 + Number(hhmm[2]);
  return parseTime12h(time) ?? Number.MAX_SAFE_INTEGER;
}

const byDateAndTime = <T>(dateOf: (item: T) => string, timeOf: (item: T) => string | undefined) => (a: T, b: T) =>
  dateOf(a).localeCompare(dateOf(b)) || minutesOf(timeOf(a)) - minutesOf(timeOf(b));

/** Live matches, then the upcoming ones from today on, soonest first; each once, however many reads returned it. */
export function liveAndNextMatches(read: readonly MatchResponse[], now: LocalNow): { live: MatchResponse[]; next: MatchResponse[] } {
  const soonest = byDateAndTime<MatchResponse>((m) => m.date, (m) => m.time);
  const matches = [...new Map(read.map((m) => [m.id, m])).values()];
  return {
    live: matches.filter((m) => m.status === 'live').sort(soonest),
    next: matches.filter((m) => m.status === 'upcoming' && m.date >= now.date).sort(soonest),
  };
}

/** My bookings that still stand, from today on, soonest first. */
export function upcomingBookings(bookings: readonly GroundBookingResponse[], now: LocalNow): GroundBookingResponse[] {
  return bookings
    .filter((b) => b.status !== 'cancelled' && b.date >= now.date)
    .sort(byDateAndTime((b) => b.date, (b) => b.timeSlots[0]));
}

/** The current workspace's booking requests a manager still has to confirm or cancel. */
export function bookingsAwaitingDecision(bookings: readonly AllWorkspacesBooking[], workspaceId: number, now: LocalNow): GroundBookingResponse[] {
  return bookings
    .filter(hasBookingDetails)
    .filter((b) => b.workspaceId === workspaceId && b.status === 'pending' && b.date >= now.date)
    .sort(byDateAndTime((b) => b.date, (b) => b.timeSlots[0]));
}

export interface TrainingSession {
  batch: TrainingBatchResponse;
  date: string;
  /** Whether the signed-in person coaches the batch (else they train in it). */
  coaching: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The weekday of a calendar date, as SCHEDULE_DAYS names it. */
function scheduleDayOf(date: string) {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return SCHEDULE_DAYS[(day + 6) % 7];
}

function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The next session of a batch: the first scheduled weekday within its dates, today's only
 * while it has not ended. Null when none is left.
 */
export function nextSessionDate(batch: TrainingBatchResponse, now: LocalNow): string | null {
  let date = batch.startDate > now.date ? batch.startDate : now.date;
  for (let i = 0; i < 7 && date <= batch.endDate; i += 1, date = addDays(date, 1)) {
    if (!batch.scheduleDays.includes(scheduleDayOf(date))) continue;
    if (date === now.date && minutesOf(batch.endTime) <= now.minutes) continue;
    return date;
  }
  return null;
}

/** The next session of each batch the person coaches or has a place in, soonest first. */
export function nextTrainingSessions(batches: readonly TrainingBatchResponse[], userId: number, now: LocalNow): TrainingSession[] {
  return batches
    .filter((batch) => batch.status !== 'closed')
    .flatMap((batch) => {
      const coaching = batch.coachId === userId;
      if (!coaching && batch.myEnrollment?.status !== 'approved') return [];
      const date = nextSessionDate(batch, now);
      return date ? [{ batch, date, coaching }] : [];
    })
    .sort(byDateAndTime((s) => s.date, (s) => s.batch.startTime));
}

/** Pending enrollment requests, once each however many reads returned them, oldest first. */
export function enrollmentsAwaitingDecision(...lists: ReadonlyArray<readonly EnrollmentResponse[] | undefined>): EnrollmentResponse[] {
  const byId = new Map<number, EnrollmentResponse>();
  for (const list of lists) for (const enrollment of list ?? []) if (enrollment.status === 'pending') byId.set(enrollment.id, enrollment);
  return [...byId.values()].sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
}
