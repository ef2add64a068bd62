import {
  TRAINING_API,
  type AttendanceDashboard,
  type AttendanceListResponse,
  type AttendanceListSummary,
  type AttendanceSessionDetail,
  type AttendanceSessionResponse,
  type SessionStatus,
} from '@cricket/contracts';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { isValidId } from '../../common/utils/isValidId';

export const useLists = () => useApiQuery<AttendanceListSummary[]>(TRAINING_API.lists);
export const useList = (id: number) => useApiQuery<AttendanceListResponse>(TRAINING_API.list(id), isValidId(id));
export const useSessions = (filter: { listId?: number; status?: SessionStatus } = {}) =>
  useApiQuery<AttendanceSessionResponse[]>(TRAINING_API.sessionsOf(filter));
export const useSession = (id: number) => useApiQuery<AttendanceSessionDetail>(TRAINING_API.session(id), isValidId(id));

/** How often the coach's page of an open session reads its marks again. */
export const LIVE_SESSION_REFRESH_MS = 5_000;

/**
 * A session as its page shows it: while it is open, players check in with its QR code from their
 * own phones, and no socket message tells this page (the realtime service relays matches and
 * grounds only), so the page reads the session again every few seconds. react-query skips the
 * re-reads while the tab is hidden; a closed session takes no check-ins and is read once.
 */
export const useLiveSession = (id: number) =>
  useApiQuery<AttendanceSessionDetail>(TRAINING_API.session(id), isValidId(id), (query) =>
    query.state.data?.status === 'open' ? LIVE_SESSION_REFRESH_MS : false,
  );
export const useDashboard = (filter: { listId?: number; from?: string; to?: string }) =>
  useApiQuery<AttendanceDashboard>(TRAINING_API.dashboard(filter));
