import { cricketTheme, lazyPage, useWorkspaceChangedRefetch } from '@cricket/shell-sdk';
import { ConfigProvider } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { isTrainingDataKey } from './common/trainingKeys';

const AttendanceOverviewPage = lazyPage(() => import('./attendance/pages/AttendanceOverviewPage'), 'AttendanceOverviewPage');
const CheckInPage = lazyPage(() => import('./attendance/pages/CheckInPage'), 'CheckInPage');
const DashboardPage = lazyPage(() => import('./attendance/pages/DashboardPage'), 'DashboardPage');
const ListDetailPage = lazyPage(() => import('./attendance/pages/ListDetailPage'), 'ListDetailPage');
const EditListPage = lazyPage(() => import('./attendance/pages/ListFormPages'), 'EditListPage');
const NewListPage = lazyPage(() => import('./attendance/pages/ListFormPages'), 'NewListPage');
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
const CoachEnrollmentsPage = lazyPage(() => import('./training/pages/EnrollmentPages'), 'CoachEnrollmentsPage');
const PlayerEnrollmentsPage = lazyPage(() => import('./training/pages/EnrollmentPages'), 'PlayerEnrollmentsPage');
const WorkspaceEnrollmentsPage = lazyPage(() => import('./training/pages/EnrollmentPages'), 'WorkspaceEnrollmentsPage');
const MyBatchesPage = lazyPage(() => import('./training/pages/MyBatchesPage'), 'MyBatchesPage');
const WorkspaceBatchesPage = lazyPage(() => import('./training/pages/WorkspaceBatchesPage'), 'WorkspaceBatchesPage');

/**
 * What the shell mounts for the paths it maps to mfe_training (shell/src/routes/routeTable.ts).
 * The shell itself redirects /diary/entry, /add-list-direct, /new-list-old, /test-create and /direct-list/{id}.
 */
export function RemoteRoutes() {
  useWorkspaceChangedRefetch(isTrainingDataKey);
  return (
    <ConfigProvider theme={cricketTheme}>
      <Routes>
        {/* Training */}
        <Route path="/training-batches" element={<BrowseBatchesPage />} />
        <Route path="/training-batches/mine" element={<MyBatchesPage />} />
        <Route path="/training-batches/create" element={<CreateBatchPage />} />
        <Route path="/training-batches/:id" element={<BatchDetailPage />} />
        <Route path="/workspace-batches" element={<WorkspaceBatchesPage />} />
        <Route path="/player-enrollments" element={<PlayerEnrollmentsPage />} />
        <Route path="/coach-enrollments" element={<CoachEnrollmentsPage />} />
        <Route path="/workspace-enrollments" element={<WorkspaceEnrollmentsPage />} />

        {/* Attendance */}
        <Route path="/attendance" element={<AttendanceOverviewPage />} />
        <Route path="/lists" element={<ListsPage />} />
        <Route path="/new-list" element={<NewListPage />} />
        <Route path="/view-list/:id" element={<ListDetailPage />} />
        <Route path="/lists/:id" element={<ListDetailPage />} />
        <Route path="/edit-list/:id" element={<EditListPage />} />
        <Route path="/sessions" element={<SessionsPage />} />
        <Route path="/sessions/:id" element={<SessionDetailPage />} />
        <Route path="/view-session/:id" element={<SessionDetailPage />} />
        <Route path="/new-session" element={<NewSessionPage />} />
        <Route path="/mark-attendance" element={<MarkAttendancePage />} />
        <Route path="/qr/:code" element={<CheckInPage />} />
        <Route path="/join/:code" element={<CheckInPage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/qr-guide" element={<QrGuidePage />} />

        {/* Daily Diary */}
        <Route path="/diary" element={<DiaryCalendarPage />} />
        <Route path="/diary/entry/:date" element={<DiaryEntryPage />} />
        <Route path="/diary/history" element={<DiaryHistoryPage />} />
      </Routes>
    </ConfigProvider>
  );
}
