import { cricketTheme, useWorkspaceChangedRefetch } from '@cricket/shell-sdk';
import { ConfigProvider } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { AttendanceOverviewPage } from './attendance/pages/AttendanceOverviewPage';
import { CheckInPage } from './attendance/pages/CheckInPage';
import { DashboardPage } from './attendance/pages/DashboardPage';
import { ListDetailPage } from './attendance/pages/ListDetailPage';
import { EditListPage, NewListPage } from './attendance/pages/ListFormPages';
import { ListsPage } from './attendance/pages/ListsPage';
import { MarkAttendancePage } from './attendance/pages/MarkAttendancePage';
import { NewSessionPage } from './attendance/pages/NewSessionPage';
import { QrGuidePage } from './attendance/pages/QrGuidePage';
import { SessionDetailPage } from './attendance/pages/SessionDetailPage';
import { SessionsPage } from './attendance/pages/SessionsPage';
import { isTrainingDataKey } from './common/trainingKeys';
import { DiaryCalendarPage } from './diary/pages/DiaryCalendarPage';
import { DiaryEntryPage } from './diary/pages/DiaryEntryPage';
import { DiaryHistoryPage } from './diary/pages/DiaryHistoryPage';
import { BatchDetailPage } from './training/pages/BatchDetailPage';
import { BrowseBatchesPage } from './training/pages/BrowseBatchesPage';
import { CreateBatchPage } from './training/pages/CreateBatchPage';
import { CoachEnrollmentsPage, PlayerEnrollmentsPage, WorkspaceEnrollmentsPage } from './training/pages/EnrollmentPages';
import { MyBatchesPage } from './training/pages/MyBatchesPage';
import { WorkspaceBatchesPage } from './training/pages/WorkspaceBatchesPage';

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
