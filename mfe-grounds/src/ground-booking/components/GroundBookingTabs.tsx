import { GROUND_BOOKING_TABS, GROUND_TOASTS, hasBookingDetails, type GroundBookingResponse, type GroundBookingTab } from '@cricket/contracts';
import { toastError, useAuth, usePermissions, useWorkspace } from '@cricket/shell-sdk';
import { Flex, Spin, Tabs } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAllGrounds, useCalendarBookings, useOwnGrounds, useUserBookings, useWorkspaceUsers } from '../hooks/useGroundQueries';
import { CalendarTab, type SlotChoice } from './CalendarTab';
import { todayIso } from '../utils/dates';

// Only the calendar shows as the page opens: each other tab, and the booking dialog with its form,
// is fetched when first opened, not with the page (64 KB of a phone's download as served).
const BookGroundDialog = lazy(() => import('./BookGroundDialog').then((m) => ({ default: m.BookGroundDialog })));
const AvailableGroundsTab = lazy(() => import('./AvailableGroundsTab').then((m) => ({ default: m.AvailableGroundsTab })));
const MyBookingsTab = lazy(() => import('./MyBookingsTab').then((m) => ({ default: m.MyBookingsTab })));
const ManageGroundsTab = lazy(() => import('./ManageGroundsTab').then((m) => ({ default: m.ManageGroundsTab })));
const WorkspaceBookingsTab = lazy(() => import('./WorkspaceBookingsTab').then((m) => ({ default: m.WorkspaceBookingsTab })));

const paneLoading = (
  <Flex justify="center" style={{ padding: 24 }}>
    <Spin />
  </Flex>
);

// The tab list is laid out in six columns on wider screens (booking §2).
/**
 * The tabs as a grid: one row on a laptop; on a phone two columns, every tab in reach (scrolled
 * sideways, a tab half under antd's overflow button took no tap), the open one marked by its
 * background instead of the ink bar, which antd places for a single row.
 */
const TAB_GRID_CSS = `@media (min-width: 768px) { .ground-booking-tabs > .ant-tabs-nav .ant-tabs-nav-list { display: grid; grid-template-columns: repeat(6, minmax(0, 1fr)); width: 100%; } }
@media (max-width: 767px) {
  .ground-booking-tabs > .ant-tabs-nav .ant-tabs-nav-wrap { overflow: visible; }
  .ground-booking-tabs > .ant-tabs-nav .ant-tabs-nav-list { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 4px; width: 100%; transform: none !important; }
  .ground-booking-tabs > .ant-tabs-nav .ant-tabs-tab { margin: 0; padding: 8px 10px; border-radius: 8px; }
  .ground-booking-tabs > .ant-tabs-nav .ant-tabs-tab-active { background: #dcfce7; }
  .ground-booking-tabs > .ant-tabs-nav .ant-tabs-nav-operations, .ground-booking-tabs > .ant-tabs-nav .ant-tabs-ink-bar { display: none; }
}`;

/** The five tabs of the Ground Booking page for a signed-in user. */
export function GroundBookingTabs() {
  const { user } = useAuth();
  const { current } = useWorkspace();
  const { can, isLoading: permissionsLoading } = usePermissions();
  const canManage = can('grounds', 'edit');
  const [tab, setTab] = useState<GroundBookingTab>('calendar');
  const [choice, setChoice] = useState<SlotChoice | null>(null);
  // Mounted from the first choice on, so that closing it plays out rather than unmounting it.
  const [dialogUsed, setDialogUsed] = useState(false);
  const choose = (slot: SlotChoice) => {
    setDialogUsed(true);
    setChoice(slot);
  };

  const allGrounds = useAllGrounds(true);
  const ownGrounds = useOwnGrounds(true);
  const userBookings = useUserBookings(true);
  const calendarBookings = useCalendarBookings(true);
  const users = useWorkspaceUsers(tab === 'allbookings');

  const { refetch: refetchCalendarBookings } = calendarBookings;
  useEffect(() => {
    if (tab === 'allbookings') void refetchCalendarBookings();
  }, [tab, refetchCalendarBookings]);

  const grounds = useMemo(() => allGrounds.data ?? [], [allGrounds.data]);
  const bookings = useMemo(() => calendarBookings.data ?? [], [calendarBookings.data]);
  // The tables list only bookings whose ground belongs to the current workspace (booking §2).
  const workspaceBookings = useMemo<GroundBookingResponse[]>(
    () => bookings.filter(hasBookingDetails).filter((booking) => booking.workspaceId === current?.id),
    [bookings, current?.id],
  );
  const manualGrounds = useMemo(
    () => grounds.filter((ground) => ground.createdBy === user?.id || ground.workspaceId === current?.id),
    [grounds, user?.id, current?.id],
  );
  const currentUserId = user?.id ?? null;
  // A session that ended while the calendar was open cannot book (booking §2).
  const bookSlot = (slot: SlotChoice) => {
    if (user) choose(slot);
    else toastError(GROUND_TOASTS.loginRequiredTitle, GROUND_TOASTS.loginRequiredSlot);
  };

  const panes: Record<GroundBookingTab, ReactNode> = {
    calendar: (
      <CalendarTab
        grounds={grounds}
        bookings={bookings}
        loading={allGrounds.isLoading}
        onRefresh={() => Promise.all([allGrounds.refetch(), calendarBookings.refetch()])}
        onBookSlot={bookSlot}
      />
    ),
    available: (
      <AvailableGroundsTab
        grounds={grounds}
        loading={allGrounds.isLoading}
        onRefresh={() => allGrounds.refetch()}
        onBook={(ground) => choose({ groundId: ground.id, date: todayIso() })}
      />
    ),
    mybookings: <MyBookingsTab bookings={userBookings.data ?? []} loading={userBookings.isLoading} onRefresh={() => userBookings.refetch()} />,
    manage: (
      <ManageGroundsTab
        permissionsLoading={permissionsLoading}
        canManage={canManage}
        currentUserId={currentUserId}
        grounds={ownGrounds.data ?? []}
        groundsLoading={ownGrounds.isLoading}
        bookings={workspaceBookings}
        bookingsLoading={calendarBookings.isLoading}
        onRefresh={() => Promise.all([ownGrounds.refetch(), calendarBookings.refetch()])}
      />
    ),
    allbookings: (
      <WorkspaceBookingsTab
        canManage={canManage}
        currentUserId={currentUserId}
        bookings={workspaceBookings}
        loading={calendarBookings.isLoading}
        users={users.data ?? []}
        manualGrounds={manualGrounds}
        calendarBookings={bookings}
        onRefresh={() => Promise.all([calendarBookings.refetch(), users.refetch()])}
      />
    ),
  };

  return (
    <>
      <style>{TAB_GRID_CSS}</style>
      <Tabs
        className="ground-booking-tabs"
        activeKey={tab}
        onChange={(key) => setTab(key as GroundBookingTab)}
        items={GROUND_BOOKING_TABS.map(({ value, label }) => ({ key: value, label, children: <Suspense fallback={paneLoading}>{panes[value]}</Suspense> }))}
      />
      {dialogUsed && (
        <Suspense fallback={<Spin fullscreen />}>
          <BookGroundDialog choice={choice} grounds={grounds} bookings={bookings} onClose={() => setChoice(null)} />
        </Suspense>
      )}
    </>
  );
}
