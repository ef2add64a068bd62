import { declaredRoutes, lazyPage, useWorkspaceChangedRefetch } from '@cricket/shell-sdk';
import { isTrainingDataKey } from './common/utils/trainingKeys';
import ROUTES from './routes.json';

const AttendanceOverviewPage = lazyPage(() => import('./attendance/pages/AttendanceOverviewPage'), 'AttendanceOverviewPage');
const CheckInPage = lazyPage(() => import('./attendance/pages/CheckInPage'), 'CheckInPage');
const DashboardPage = lazyPage(() => import('./attendance/pages/DashboardPage'), 'DashboardPage');
const ListDetailPage = lazyPage(() => import('./attendance/pages/ListDetailPage'), 'ListDetailPage');
const EditListPage = lazyPage(() => import('./attendance/pages/EditListPage'), 'EditListPage');
const NewListPage = lazyPage(() => import('./attendance/pages/NewListPage'), 'NewListPage');
const ListsPage = lazyPage(() => import('./attendance/pages/ListsPage'), 'ListsPage');
const MarkAttendancePage = lazyPage(() => import('./attendance/pages/MarkAttendancePage'), 'MarkAttendancePage');
const NewSessionPage = lazyPage(() => import('./attendance/pages/NewSessionPage'), 'NewSessionPage');
const QrGuidePage = lazyPage(() => import('./attendance/pages/QrGuidePage'), 'QrGuidePage');
const SessionDetailPage = lazyPage(() => import('./attendance/pages/SessionDetailPage'), 'SessionDetailPage');
const SessionsPage = lazyPage(() => import('./attendance/pages/SessionsPage'), 'SessionsPage');
const DiaryCalendarPage = lazyPage(() => import('./diary/pages/DiaryCalendarPage'), 'DiaryCalendarPage');
const DiaryEntryPage = lazyPage(() => import('./diary/pages/DiaryEntryPage'), 'DiaryEntryPage');
const DiaryHistoryPage = lazyPage(() => import('./diary/pages/DiaryHistoryPage'), 'DiaryHistoryPage');
const BatchDetailPage = lazyPage(() => import('./training/pages/BatchDetailPage'), 'BatchDetailPage');
const BrowseBatchesPage = lazyPage(() => import('./training/pages/BrowseBatchesPage'), 'BrowseBatchesPage');
const CreateBatchPage = lazyPage(() => import('./training/pages/CreateBatchPage'), 'CreateBatchPage');
const CoachEnrollmentsPage = lazyPage(() => import('./training/pages/CoachEnrollmentsPage'), 'CoachEnrollmentsPage');
const PlayerEnrollmentsPage = lazyPage(() => import('./training/pages/PlayerEnrollmentsPage'), 'PlayerEnrollmentsPage');
const WorkspaceEnrollmentsPage = lazyPage(() => import('./training/pages/WorkspaceEnrollmentsPage'), 'WorkspaceEnrollmentsPage');
const MyBatchesPage = lazyPage(() => import('./training/pages/MyBatchesPage'), 'MyBatchesPage');
const WorkspaceBatchesPage = lazyPage(() => import('./training/pages/WorkspaceBatchesPage'), 'WorkspaceBatchesPage');

const { routes, preloadPage } = declaredRoutes(ROUTES, {
  AttendanceOverviewPage: <AttendanceOverviewPage />,
  CheckInPage: <CheckInPage />,
  DashboardPage: <DashboardPage />,
  ListDetailPage: <ListDetailPage />,
  EditListPage: <EditListPage />,
  NewListPage: <NewListPage />,
  ListsPage: <ListsPage />,
  MarkAttendancePage: <MarkAttendancePage />,
  NewSessionPage: <NewSessionPage />,
  QrGuidePage: <QrGuidePage />,
  SessionDetailPage: <SessionDetailPage />,
  SessionsPage: <SessionsPage />,
  DiaryCalendarPage: <DiaryCalendarPage />,
  DiaryEntryPage: <DiaryEntryPage />,
  DiaryHistoryPage: <DiaryHistoryPage />,
  BatchDetailPage: <BatchDetailPage />,
  BrowseBatchesPage: <BrowseBatchesPage />,
  CreateBatchPage: <CreateBatchPage />,
  CoachEnrollmentsPage: <CoachEnrollmentsPage />,
  PlayerEnrollmentsPage: <PlayerEnrollmentsPage />,
  WorkspaceEnrollmentsPage: <WorkspaceEnrollmentsPage />,
  MyBatchesPage: <MyBatchesPage />,
  WorkspaceBatchesPage: <WorkspaceBatchesPage />,
});

/**
 * What the shell mounts for the paths this remote declares in routes.json. The shell itself
 * redirects /diary/entry, /add-list-direct, /new-list-old, /test-create and /direct-list/{id}.
 */
export function RemoteRoutes() {
  useWorkspaceChangedRefetch(isTrainingDataKey);
  return routes;
}

export { preloadPage };
