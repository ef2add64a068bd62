import '../../test/polyfills';
import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { HomePage } from '../HomePage';
import { localNow } from './upcoming';

jest.setTimeout(30_000);

const today = localNow().date;
const inDays = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekday = (date: string) => ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][new Date(`${date}T00:00:00Z`).getUTCDay()];

const coach = { id: 7, username: 'cara', name: 'Cara Coach', role: 'coach' };
const ok = (body: unknown) => ({ status: 200, body });

function signedIn(workspaceRole: string, permissions: unknown[], more: Record<string, { status: number; body: unknown }> = {}) {
  const workspace = { id: 3, name: 'Riverside CC', role: workspaceRole };
  return mockApi({
    '/api/user': ok(coach),
    '/api/workspaces': ok([workspace]),
    '/api/workspaces/current': ok({ workspace }),
    '/api/workspaces/3/members/me/permissions': ok(permissions),
    ...more,
  });
}

const card = (name: string) => screen.findByRole('region', { name });

describe('Home for a signed-in person (issue 22)', () => {
  it("shows a workspace admin who coaches what is live and next, their bookings and sessions, and what waits for their decision", async () => {
    signedIn('admin', [], {
      '/api/my/matches': ok({
        matches: [
          { id: 11, status: 'live', team1Name: 'Lions', team2Name: 'Tigers', venue: 'Oval', date: today, time: '10:00' },
          { id: 12, status: 'upcoming', team1Name: 'Hawks', team2Name: 'Eagles', venue: 'Park', date: inDays(3), time: '14:00' },
          { id: 13, status: 'completed', team1Name: 'Old', team2Name: 'Game', venue: 'Park', date: inDays(-3), time: '14:00' },
        ],
      }),
      '/api/ground-bookings/user': ok({ bookings: [{ id: 21, groundName: 'Riverside Nets', date: inDays(1), timeSlots: ['9:00 AM', '10:00 AM'], status: 'pending' }] }),
      '/api/training-batches': ok([
        { id: 31, name: 'Under-13 Pace', coachId: 7, coachName: 'Cara Coach', status: 'open', scheduleDays: [weekday(inDays(2))], startTime: '17:00', endTime: '19:00', startDate: inDays(-30), endDate: inDays(30), myEnrollment: null },
      ]),
      '/api/enrollments/coach': ok([{ id: 41, status: 'pending', userName: 'Pat Player', batchName: 'Under-13 Pace', batchId: 31, requestedAt: `${inDays(-1)}T10:00:00Z` }]),
      '/api/enrollments': ok([]),
      '/api/ground-bookings/all-workspaces': ok({
        bookings: [{ id: 51, workspaceId: 3, groundName: 'Riverside Nets', customerName: 'Sam Walk-in', userName: null, date: inDays(4), timeSlots: ['6:00 PM'], status: 'pending', purpose: 'practice' }],
      }),
    });
    renderWithProviders(<HomePage />);

    expect(await screen.findByRole('heading', { name: 'Welcome back, Cara Coach' })).toBeTruthy();
    expect(await screen.findByText('Riverside CC · Admin · Coach')).toBeTruthy();

    const matches = await card('Live and next matches');
    expect(await within(matches).findByText('Lions vs Tigers')).toBeTruthy();
    expect(within(matches).getByText('Live')).toBeTruthy();
    expect(within(matches).getByText('Lions vs Tigers').closest('a')?.getAttribute('href')).toBe('/matches/11/score');
    expect(within(matches).getByText('Hawks vs Eagles').closest('a')?.getAttribute('href')).toBe('/my/matches/12');
    expect(within(matches).queryByText('Old vs Game')).toBeNull();

    const bookings = await card('My bookings');
    expect(await within(bookings).findByText(/\(2 slots\) · Awaiting confirmation/)).toBeTruthy();

    const sessions = await card('Next training sessions');
    expect(await within(sessions).findByText('Under-13 Pace')).toBeTruthy();
    expect(within(sessions).getByText(/17:00–19:00 · You coach/)).toBeTruthy();

    const waiting = await card('Waiting for you');
    expect(await within(waiting).findByText('Pat Player asks to join Under-13 Pace')).toBeTruthy();
    expect(within(waiting).getByText('Sam Walk-in asks for Riverside Nets')).toBeTruthy();

    expect(screen.getByRole('link', { name: /Coach Enrollments/ })).toBeTruthy();
    // Booking requests wait too, so Decide leads to the ground bookings first.
    expect(within(waiting).getByRole('link', { name: 'Decide' }).getAttribute('href')).toBe('/ground-booking');
  });

  it('leads an admin who coaches, with only enrollment requests waiting, to Coach Enrollments, not the grounds', async () => {
    signedIn('admin', [], {
      '/api/ground-bookings/user': ok({ bookings: [] }),
      '/api/ground-bookings/all-workspaces': ok({ bookings: [] }),
      '/api/enrollments': ok([]),
      '/api/training-batches': ok([]),
      '/api/enrollments/coach': ok([{ id: 41, status: 'pending', userName: 'Pat Player', batchName: 'Under-13 Pace', batchId: 31, requestedAt: `${inDays(-1)}T10:00:00Z` }]),
    });
    renderWithProviders(<HomePage />);
    const waiting = await card('Waiting for you');
    expect(await within(waiting).findByText('Pat Player asks to join Under-13 Pace')).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: 'Decide' }).getAttribute('href')).toBe('/coach-enrollments');
  });

  it('offers a member only the cards their permissions open, and says so when nothing is booked', async () => {
    const fetched = signedIn('member', [{ module: 'matches', canView: true, canCreate: false, canEdit: false, canDelete: false }], {
      '/api/my/matches': ok({ matches: [] }),
      '/api/ground-bookings/user': ok({ bookings: [] }),
    });
    renderWithProviders(<HomePage />);

    const matches = await card('Live and next matches');
    expect(await within(matches).findByText('No live or upcoming matches in this workspace.')).toBeTruthy();
    expect(await within(await card('My bookings')).findByText('No bookings from today on.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Next training sessions' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Waiting for you' })).toBeNull();
    const asked = fetched.mock.calls.map(([input]) => String(input));
    expect(asked.some((path) => path.includes('/api/training-batches') || path.includes('/api/enrollments'))).toBe(false);
  });

  it('offers a retry where a read failed, and keeps the other cards', async () => {
    signedIn('admin', [], {
      '/api/my/matches': { status: 503, body: { statusCode: 503, message: 'Matches are unavailable' } },
      '/api/ground-bookings/user': ok({ bookings: [] }),
    });
    renderWithProviders(<HomePage />);
    const matches = await card('Live and next matches');
    expect(await within(matches).findByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(await within(await card('My bookings')).findByText('No bookings from today on.')).toBeTruthy();
  });

  it('draws the cards and the tiles together once their first reads are in, so no card pushes the tiles down as it arrives', async () => {
    signedIn('member', [{ module: 'matches', canView: true, canCreate: false, canEdit: false, canDelete: false }], {
      '/api/my/matches': ok({ matches: [] }),
      '/api/ground-bookings/user': ok({ bookings: [] }),
    });
    const answer = global.fetch;
    let answerBookings = () => undefined as void;
    const bookingsAnswered = new Promise<void>((resolve) => (answerBookings = resolve));
    global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/ground-bookings/user')) await bookingsAnswered;
      return answer(input, init);
    }) as typeof fetch;
    renderWithProviders(<HomePage />);

    await screen.findByText('Riverside CC · Member · Coach');
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Live and next matches' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Quick Actions' })).toBeNull();

    answerBookings();
    expect(await within(await card('My bookings')).findByText('No bookings from today on.')).toBeTruthy();
    expect(within(await card('Live and next matches')).getByText('No live or upcoming matches in this workspace.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Quick Actions' })).toBeTruthy();
  });

  it('keeps the landing page for a visitor', async () => {
    mockApi();
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Create a free account' })).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });
});
