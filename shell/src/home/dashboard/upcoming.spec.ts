import type { EnrollmentResponse, GroundBookingResponse, MatchResponse, TrainingBatchResponse } from '@cricket/contracts';
import { bookingsAwaitingDecision, enrollmentsAwaitingDecision, liveAndNextMatches, localNow, nextSessionDate, nextTrainingSessions, upcomingBookings } from './upcoming';

// Thursday 2026-11-26, 18:30 on the club's clock.
const now = { date: '2026-11-26', minutes: 18 * 60 + 30 };

const match = (id: number, status: MatchResponse['status'], date: string, time = '10:00') => ({ id, status, date, time }) as MatchResponse;
const booking = (id: number, date: string, slot: string, status: GroundBookingResponse['status'] = 'confirmed', workspaceId = 1) =>
  ({ id, date, timeSlots: [slot], status, workspaceId }) as GroundBookingResponse;
const batch = (over: Partial<TrainingBatchResponse>) =>
  ({
    id: 1,
    coachId: 9,
    status: 'open',
    scheduleDays: ['tue', 'thu'],
    startTime: '17:00',
    endTime: '19:00',
    startDate: '2026-11-01',
    endDate: '2026-12-31',
    myEnrollment: { id: 5, status: 'approved' },
    ...over,
  }) as TrainingBatchResponse;

describe('the signed-in home picks what is live and next', () => {
  it('reads the local date and minutes of the device clock', () => {
    expect(localNow(new Date(2026, 10, 26, 18, 30))).toEqual(now);
  });

  it('lists live matches, then upcoming ones from today on, soonest first; past, finished and abandoned ones never', () => {
    const { live, next } = liveAndNextMatches(
      [match(1, 'upcoming', '2026-12-02'), match(2, 'live', '2026-11-26'), match(2, 'live', '2026-11-26'), match(3, 'upcoming', '2026-11-26', '14:00'), match(4, 'upcoming', '2026-11-26', '09:30'), match(5, 'upcoming', '2026-11-20'), match(6, 'completed', '2026-11-27'), match(7, 'abandoned', '2026-11-28')],
      now,
    );
    expect(live.map((m) => m.id)).toEqual([2]);
    expect(next.map((m) => m.id)).toEqual([4, 3, 1]);
  });

  it('keeps my bookings that stand from today on, ordered by date and first slot (12-hour slots read as times)', () => {
    const rows = upcomingBookings([booking(1, '2026-11-27', '9:00 AM'), booking(2, '2026-11-26', '1:00 PM'), booking(3, '2026-11-26', '11:00 AM'), booking(4, '2026-11-25', '9:00 AM'), booking(5, '2026-11-28', '9:00 AM', 'cancelled'), booking(6, '2026-11-27', '7:00 AM', 'pending')], now);
    expect(rows.map((b) => b.id)).toEqual([3, 2, 6, 1]);
  });

  it('offers a manager only the pending requests of their own workspace from today on', () => {
    const calendarOnly = { groundId: 1, date: '2026-11-27', timeSlots: ['9:00 AM'], status: 'pending' } as never;
    const rows = bookingsAwaitingDecision([booking(1, '2026-11-27', '9:00 AM', 'pending'), booking(2, '2026-11-27', '9:00 AM', 'pending', 2), booking(3, '2026-11-27', '9:00 AM'), booking(4, '2026-11-20', '9:00 AM', 'pending'), calendarOnly], 1, now);
    expect(rows.map((b) => b.id)).toEqual([1]);
  });

  it("finds a batch's next session on its weekdays within its dates; today's only until it ends", () => {
    expect(nextSessionDate(batch({}), { date: '2026-11-26', minutes: 17 * 60 })).toBe('2026-11-26');
    const ended = { date: '2026-11-26', minutes: 19 * 60 };
    expect(nextSessionDate(batch({}), now)).toBe('2026-11-26');
    expect(nextSessionDate(batch({}), ended)).toBe('2026-12-01');
    expect(nextSessionDate(batch({ startDate: '2026-12-05' }), now)).toBe('2026-12-08');
    expect(nextSessionDate(batch({ endDate: '2026-11-30' }), ended)).toBeNull();
    expect(nextSessionDate(batch({ scheduleDays: [] }), now)).toBeNull();
  });

  it('lists the sessions of batches I coach or have a place in, not those I only asked for or that are closed', () => {
    const sessions = nextTrainingSessions(
      [batch({ id: 1, scheduleDays: ['sat'] }), batch({ id: 2, coachId: 7, myEnrollment: null }), batch({ id: 3, myEnrollment: { id: 6, status: 'pending' } }), batch({ id: 4, status: 'closed' }), batch({ id: 5, myEnrollment: null })],
      7,
      now,
    );
    expect(sessions.map((s) => [s.batch.id, s.date, s.coaching])).toEqual([
      [2, '2026-11-26', true],
      [1, '2026-11-28', false],
    ]);
  });

  it('counts each pending enrollment once, however many reads returned it, oldest first', () => {
    const request = (id: number, status: EnrollmentResponse['status'], requestedAt: string) => ({ id, status, requestedAt }) as EnrollmentResponse;
    const rows = enrollmentsAwaitingDecision([request(1, 'pending', '2026-11-20T10:00:00Z'), request(2, 'pending', '2026-11-19T10:00:00Z')], [request(1, 'pending', '2026-11-20T10:00:00Z'), request(3, 'approved', '2026-11-18T10:00:00Z')], undefined);
    expect(rows.map((e) => e.id)).toEqual([2, 1]);
  });
});
