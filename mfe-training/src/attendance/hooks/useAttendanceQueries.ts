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
export const useDashboard = (filter: { listId?: number; from?: string; to?: string }) =>
  useApiQuery<AttendanceDashboard>(TRAINING_API.dashboard(filter));
