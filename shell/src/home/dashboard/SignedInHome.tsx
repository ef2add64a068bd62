import { BookOutlined, CheckSquareOutlined, ReadOutlined, ShoppingOutlined, SolutionOutlined, UnorderedListOutlined } from '@ant-design/icons';
import {
  BOOKING_PURPOSE_LABELS,
  formatDate,
  globalRoleLabel,
  WORKSPACE_ROLE_LABELS,
  isWorkspaceRole,
  type AllWorkspacesBooking,
  type BookingsAnswer,
  type EnrollmentResponse,
  type MatchesResponse,
  type TrainingBatchResponse,
  type UserResponse,
} from '@cricket/contracts';
import { getQueryFn, usePermissions, useWorkspace, type QueryParams } from '@cricket/shell-sdk';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { QuickActions, type QuickAction } from '../QuickActions';
import { HomeCard, type HomeRow } from './HomeCard';
import {
  bookingsAwaitingDecision,
  enrollmentsAwaitingDecision,
  liveAndNextMatches,
  localNow,
  nextTrainingSessions,
  upcomingBookings,
  type LocalNow,
} from './upcoming';

/**
 * The home's reads, keyed apart from the areas' own reads of the same paths: a remote may keep
 * its answer reshaped under the bare path, and one cache serves both.
 */
function useHomeRead<T>(path: string, enabled: boolean, params?: QueryParams) {
  return useQuery<T>({ queryKey: params ? [path, params, 'home'] : [path, 'home'], queryFn: getQueryFn<T>({ on401: 'throw' }), enabled });
}

const dayLabel = (date: string, now: LocalNow) => (date === now.date ? 'Today' : undefined);
const when = (date: string, time?: string) => [formatDate(date), time].filter(Boolean).join(' · ');

/** Tiles a role reaches for first, after the spec's four; each only where the member may open it. */
function roleActions(role: string, can: ReturnType<typeof usePermissions>['can']): QuickAction[] {
  const actions: Array<QuickAction & { allowed?: boolean }> = [
    { title: 'Training', to: '/training-batches', icon: <ReadOutlined />, allowed: can('training', 'list') },
    ...(role === 'coach'
      ? [
          { title: 'Coach Enrollments', to: '/coach-enrollments', icon: <SolutionOutlined />, allowed: can('training', 'list') },
          { title: 'Attendance', to: '/attendance', icon: <CheckSquareOutlined />, allowed: can('attendance', 'list') },
        ]
      : []),
    ...(role === 'player' ? [{ title: 'My Enrollments', to: '/player-enrollments', icon: <SolutionOutlined />, allowed: can('training', 'list') }] : []),
    ...(role === 'team_manager' ? [{ title: 'My Tournaments', to: '/my/tournaments', icon: <UnorderedListOutlined /> }] : []),
    { title: 'Daily Diary', to: '/diary', icon: <BookOutlined /> },
    { title: 'Catalog', to: '/catalog', icon: <ShoppingOutlined /> },
  ];
  return actions.filter((action) => action.allowed !== false).map(({ allowed: _allowed, ...action }) => action);
}

/** Home for a signed-in person (issue 22): what is live and next in their workspace, and what waits for them. */
export function SignedInHome({ user }: { user: UserResponse }) {
  const { current, isLoading: workspaceLoading } = useWorkspace();
  const { can, isAdmin, isLoading: permissionsLoading } = usePermissions();
  const now = useMemo(() => localNow(), []);
  const ready = !workspaceLoading && !permissionsLoading && current !== null;
  const seesMatches = ready && can('matches', 'list');
  const seesTraining = ready && can('training', 'list');
  const decidesBookings = ready && can('grounds', 'edit');
  const coaches = seesTraining && user.role === 'coach';

  // Live and upcoming only: a club's finished matches are most of its list.
  const liveMatches = useHomeRead<MatchesResponse>('/api/my/matches', seesMatches, { status: 'live' });
  const upcomingMatches = useHomeRead<MatchesResponse>('/api/my/matches', seesMatches, { status: 'upcoming' });
  const myBookings = useHomeRead<BookingsAnswer>('/api/ground-bookings/user', true);
  const batches = useHomeRead<TrainingBatchResponse[]>('/api/training-batches', seesTraining);
  const coachRequests = useHomeRead<EnrollmentResponse[]>('/api/enrollments/coach', coaches, { status: 'pending' });
  const workspaceRequests = useHomeRead<EnrollmentResponse[]>('/api/enrollments', seesTraining && isAdmin, { status: 'pending' });
  const workspaceBookings = useHomeRead<BookingsAnswer<AllWorkspacesBooking>>('/api/ground-bookings/all-workspaces', decidesBookings, { status: 'pending' });

  const { live, next } = liveAndNextMatches([...(liveMatches.data?.matches ?? []), ...(upcomingMatches.data?.matches ?? [])], now);
  const matchRows: HomeRow[] = [
    ...live.map((m) => ({ key: m.id, to: `/matches/${m.id}/score`, title: `${m.team1Name} vs ${m.team2Name}`, meta: m.venue, badge: 'Live' })),
    ...next.map((m) => ({ key: m.id, to: `/my/matches/${m.id}`, title: `${m.team1Name} vs ${m.team2Name}`, meta: `${when(m.date, m.time)} · ${m.venue}`, badge: dayLabel(m.date, now) })),
  ];
  const bookingRows: HomeRow[] = upcomingBookings(myBookings.data?.bookings ?? [], now).map((b) => ({
    key: b.id,
    to: '/ground-booking',
    title: b.groundName,
    meta: `${when(b.date, b.timeSlots[0])}${b.timeSlots.length > 1 ? ` (${b.timeSlots.length} slots)` : ''} · ${b.status === 'pending' ? 'Awaiting confirmation' : 'Confirmed'}`,
    badge: dayLabel(b.date, now),
  }));
  const sessionRows: HomeRow[] = nextTrainingSessions(batches.data ?? [], user.id, now).map(({ batch, date, coaching }) => ({
    key: batch.id,
    to: `/training-batches/${batch.id}`,
    title: batch.name,
    meta: `${when(date, `${batch.startTime}–${batch.endTime}`)}${coaching ? ' · You coach' : ` · Coach ${batch.coachName}`}`,
    badge: dayLabel(date, now),
  }));
  const requestRows: HomeRow[] = enrollmentsAwaitingDecision(coachRequests.data, workspaceRequests.data).map((e) => ({
    key: `enrollment-${e.id}`,
    to: `/training-batches/${e.batchId}`,
    title: `${e.userName} asks to join ${e.batchName}`,
    meta: `Enrollment requested ${formatDate(e.requestedAt)}`,
  }));
  const bookingRequestRows: HomeRow[] = current
    ? bookingsAwaitingDecision(workspaceBookings.data?.bookings ?? [], current.id, now).map((b) => ({
        key: `booking-${b.id}`,
        to: '/ground-booking',
        title: `${b.customerName ?? b.userName ?? 'A member'} asks for ${b.groundName}`,
        meta: `${when(b.date, b.timeSlots[0])} · ${BOOKING_PURPOSE_LABELS[b.purpose]}`,
        badge: dayLabel(b.date, now),
      }))
    : [];
  // The cards and tiles show once it is known which cards there are and their first reads are in:
  // drawn before, cards appeared and grew one by one above the tiles and pushed them down (a layout
  // shift of 0.33 on a phone, where the cards stand in one column).
  const reads = [liveMatches, upcomingMatches, myBookings, batches, coachRequests, workspaceRequests, workspaceBookings];
  const settled = !workspaceLoading && !permissionsLoading && !reads.some((read) => read.isPending && read.fetchStatus !== 'idle');
  const decides = coaches || (seesTraining && isAdmin) || decidesBookings;
  // 'Decide' leads to where the waiting requests are decided: bookings first, then enrollments.
  const decideAt =
    bookingRequestRows.length > 0 || (decidesBookings && requestRows.length === 0) ? '/ground-booking' : coaches ? '/coach-enrollments' : '/workspace-enrollments';
  const workspaceRole = current && isWorkspaceRole(current.role) ? WORKSPACE_ROLE_LABELS[current.role] : null;

  return (
    <>
      <section className="section home-welcome">
        <h1>Welcome back, {user.name || user.username}</h1>
        <p className="lead">
          {current ? `${current.name}${workspaceRole ? ` · ${workspaceRole}` : ''} · ${globalRoleLabel(user.role)}` : globalRoleLabel(user.role)}
        </p>
        {!workspaceLoading && !current && (
          <p className="home-card-note" role="note">
            You are not in a workspace yet: create one from the workspace menu at the top, or ask your club&apos;s admin to add you.
          </p>
        )}
      </section>
      {settled ? (
        <>
          <div className="section home-grid">
            {seesMatches && (
              <HomeCard
                title="Live and next matches"
                seeAll={{ to: '/my/matches', label: 'All matches' }}
                reads={[liveMatches, upcomingMatches]}
                rows={matchRows}
                empty="No live or upcoming matches in this workspace."
              />
            )}
            <HomeCard
              title="My bookings"
              seeAll={{ to: '/ground-booking', label: 'Book a ground' }}
              reads={[myBookings]}
              rows={bookingRows}
              empty="No bookings from today on."
            />
            {seesTraining && (
              <HomeCard
                title="Next training sessions"
                seeAll={{ to: '/training-batches', label: 'All batches' }}
                reads={[batches]}
                rows={sessionRows}
                empty="No sessions ahead in the batches you train in or coach."
              />
            )}
            {decides && (
              <HomeCard
                title="Waiting for you"
                seeAll={{ to: decideAt, label: 'Decide' }}
                reads={[coachRequests, workspaceRequests, workspaceBookings]}
                rows={[...bookingRequestRows, ...requestRows]}
                empty="Nothing waits for your decision."
              />
            )}
          </div>
          <QuickActions more={roleActions(user.role, can)} />
        </>
      ) : (
        <p className="section home-card-note">Loading…</p>
      )}
    </>
  );
}
