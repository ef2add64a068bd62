import { isIsoDate, parseId, TRAINING_API } from '@cricket/contracts';
import { declaredRoutes, lazyPage, useWorkspaceChangedRefetch, type PageReads } from '@cricket/shell-sdk';
import { isTrainingDataKey, pathKey } from './common/utils/trainingKeys';
import { diaryEntryPath, diarySummaryPath } from './diary/api/diaryPaths';
import ROUTES from './routes.json';
import { decidableEnrollmentsPath } from './training/api/enrollmentPaths';

// What each page reads as it first renders (default filters and tabs), with the paths its hooks
// read and the key useApiQuery gives them, so the shell can start those reads with the page's
// chunk when its route is opened cold. Pages that read only once a permission check, a click or
// another read has answered declare nothing.

/** A page whose first reads are the same API paths wherever it is opened. */
const readsOf =
  (...paths: string[]): PageReads =>
  () =>
    paths.map(pathKey);

/** The record a route's `:id` names, read as RouteRecordView does: nothing for an id it would not read. */
const recordReads =
  (pathOf: (id: number) => string): PageReads =>
  ({ id }) => {
    const recordId = parseId(id);
    return recordId === null ? [] : [pathKey(pathOf(recordId))];
  };

export const browseBatchesReads = readsOf(TRAINING_API.batches);
export const myBatchesReads = readsOf(TRAINING_API.myBatches);
export const batchReads = recordReads(TRAINING_API.batch);
export const workspaceBatchesReads = readsOf(TRAINING_API.batchOverview);
export const playerEnrollmentsReads = readsOf(TRAINING_API.myEnrollments);
/** The coach's page opens on the pending requests, the workspace's on all of them (DecidableEnrollments' initialFilter). */
export const coachEnrollmentsReads = readsOf(decidableEnrollmentsPath('coach', 'pending'));
export const workspaceEnrollmentsReads = readsOf(decidableEnrollmentsPath('workspace'));

export const attendanceOverviewReads = readsOf(TRAINING_API.lists, TRAINING_API.sessionsOf());
export const dashboardReads = readsOf(TRAINING_API.lists, TRAINING_API.dashboard());
export const listsReads = readsOf(TRAINING_API.lists);
export const sessionsReads = readsOf(TRAINING_API.sessionsOf());
export const sessionReads = recordReads(TRAINING_API.session);
/** A list and its sessions: the page asks for the sessions only once the list has answered, by the id of the path. */
export const listReads: PageReads = ({ id }) => {
  const listId = parseId(id);
  return listId === null ? [] : [pathKey(TRAINING_API.list(listId)), pathKey(TRAINING_API.sessionsOf({ listId }))];
};

/** The summary's path holds today's date, so it is worked out when the route is opened (as the page does). */
export const diaryCalendarReads: PageReads = () => [pathKey(diarySummaryPath())];
export const diaryHistoryReads: PageReads = () => [pathKey(TRAINING_API.diaryEntries()), pathKey(diarySummaryPath())];
/** The day's entry; any other date text is refused by the page, which then reads nothing. */
export const diaryEntryReads: PageReads = ({ date = '' }) => (isIsoDate(date) ? [pathKey(diaryEntryPath(date))] : []);

const AttendanceOverviewPage = lazyPage(() => import('./attendance/pages/AttendanceOverviewPage'), 'AttendanceOverviewPage', attendanceOverviewReads);
const CheckInPage = lazyPage(() => import('./attendance/pages/CheckInPage'), 'CheckInPage');
const DashboardPage = lazyPage(() => import('./attendance/pages/DashboardPage'), 'DashboardPage', dashboardReads);
const ListDetailPage = lazyPage(() => import('./attendance/pages/ListDetailPage'), 'ListDetailPage', listReads);
const EditListPage = lazyPage(() => import('./attendance/pages/EditListPage'), 'EditListPage');
const NewListPage = lazyPage(() => import('./attendance/pages/NewListPage'), 'NewListPage');
const ListsPage = lazyPage(() => import('./attendance/pages/ListsPage'), 'ListsPage', listsReads);
const MarkAttendancePage = lazyPage(() => import('./attendance/pages/MarkAttendancePage'), 'MarkAttendancePage');
const NewSessionPage = lazyPage(() => import('./attendance/pages/NewSessionPage'), 'NewSessionPage');
const QrGuidePage = lazyPage(() => import('./attendance/pages/QrGuidePage'), 'QrGuidePage');
const SessionDetailPage = lazyPage(() => import('./attendance/pages/SessionDetailPage'), 'SessionDetailPage', sessionReads);
const SessionsPage = lazyPage(() => import('./attendance/pages/SessionsPage'), 'SessionsPage', sessionsReads);
const DiaryCalendarPage = lazyPage(() => import('./diary/pages/DiaryCalendarPage'), 'DiaryCalendarPage', diaryCalendarReads);
const DiaryEntryPage = lazyPage(() => import('./diary/pages/DiaryEntryPage'), 'DiaryEntryPage', diaryEntryReads);
const DiaryHistoryPage = lazyPage(() => import('./diary/pages/DiaryHistoryPage'), 'DiaryHistoryPage', diaryHistoryReads);
const BatchDetailPage = lazyPage(() => import('./training/pages/BatchDetailPage'), 'BatchDetailPage', batchReads);
const BrowseBatchesPage = lazyPage(() => import('./training/pages/BrowseBatchesPage'), 'BrowseBatchesPage', browseBatchesReads);
const CreateBatchPage = lazyPage(() => import('./training/pages/CreateBatchPage'), 'CreateBatchPage');
const CoachEnrollmentsPage = lazyPage(() => import('./training/pages/CoachEnrollmentsPage'), 'CoachEnrollmentsPage', coachEnrollmentsReads);
const PlayerEnrollmentsPage = lazyPage(() => import('./training/pages/PlayerEnrollmentsPage'), 'PlayerEnrollmentsPage', playerEnrollmentsReads);
const WorkspaceEnrollmentsPage = lazyPage(() => import('./training/pages/WorkspaceEnrollmentsPage'), 'WorkspaceEnrollmentsPage', workspaceEnrollmentsReads);
const MyBatchesPage = lazyPage(() => import('./training/pages/MyBatchesPage'), 'MyBatchesPage', myBatchesReads);
const WorkspaceBatchesPage = lazyPage(() => import('./training/pages/WorkspaceBatchesPage'), 'WorkspaceBatchesPage', workspaceBatchesReads);

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
