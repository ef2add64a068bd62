import {
  TRAINING_API,
  type AttendanceListPayload,
  type AttendanceListResponse,
  type AttendanceMarksPayload,
  type AttendanceMemberPayload,
  type AttendanceMemberResponse,
  type AttendanceSessionDetail,
  type AttendanceSessionPayload,
  type AttendanceSessionResponse,
  type CheckInAnswer,
} from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';

export function createList(payload: AttendanceListPayload): Promise<AttendanceListResponse> {
  return apiRequest('POST', TRAINING_API.lists, payload);
}

export function updateList(id: number, payload: Pick<AttendanceListPayload, 'name' | 'description'>): Promise<AttendanceListResponse> {
  return apiRequest('PATCH', TRAINING_API.list(id), payload);
}

export function addListMember(listId: number, payload: AttendanceMemberPayload): Promise<AttendanceMemberResponse> {
  return apiRequest('POST', TRAINING_API.listMembers(listId), payload);
}

export function removeListMember(listId: number, memberId: number): Promise<unknown> {
  return apiRequest('DELETE', TRAINING_API.listMember(listId, memberId));
}

export function createSession(payload: AttendanceSessionPayload): Promise<AttendanceSessionResponse> {
  return apiRequest('POST', TRAINING_API.sessions, payload);
}

export function closeSession(id: number): Promise<AttendanceSessionResponse> {
  return apiRequest('POST', TRAINING_API.closeSession(id));
}

export function saveMarks(sessionId: number, payload: AttendanceMarksPayload): Promise<AttendanceSessionDetail> {
  return apiRequest('POST', TRAINING_API.sessionMarks(sessionId), payload);
}

export function checkIn(code: string): Promise<CheckInAnswer> {
  return apiRequest('POST', TRAINING_API.checkIn, { code });
}
