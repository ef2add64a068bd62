import {
  TRAINING_API,
  type AttendanceDashboard,
  type AttendanceListResponse,
  type AttendanceListSummary,
  type AttendanceSessionDetail,
  type AttendanceSessionResponse,
  type SessionStatus,
} from '@cricket/contracts';
import { useApiQuery } from '../../common/useApiQuery';

const validId = (id: number) => Number.isInteger(id) && id > 0;

export const useLists = () => useApiQuery<AttendanceListSummary[]>(TRAINING_API.lists);
export const useList = (id: number) => useApiQuery<AttendanceListResponse>(TRAINING_API.list(id), validId(id));
export const useSessions = (filter: { listId?: number; status?: SessionStatus } = {}) =>
  useApiQuery<AttendanceSessionResponse[]>(TRAINING_API.sessionsOf(filter));
export const useSession = (id: number) => useApiQuery<AttendanceSessionDetail>(TRAINING_API.session(id), validId(id));
export const useDashboard = (filter: { listId?: number; from?: string; to?: string }) =>
  useApiQuery<AttendanceDashboard>(TRAINING_API.dashboard(filter));
