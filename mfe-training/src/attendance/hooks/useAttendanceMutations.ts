import type { AttendanceListPayload, AttendanceMarksPayload, AttendanceMemberPayload, AttendanceSessionPayload } from '@cricket/contracts';
import { useTrainingMutation } from '../../common/hooks/useTrainingMutation';
import { ATTENDANCE_TOASTS } from '../../texts';
import { addListMember, closeSession, createList, createSession, removeListMember, saveMarks, updateList } from '../api/attendanceApi';

export function useCreateList() {
  return useTrainingMutation((payload: AttendanceListPayload) => createList(payload), {
    success: (payload) => [ATTENDANCE_TOASTS.listCreatedTitle, payload.name],
    failure: ATTENDANCE_TOASTS.listSaveFailed,
  });
}

export function useUpdateList() {
  return useTrainingMutation(
    ({ id, payload }: { id: number; payload: Pick<AttendanceListPayload, 'name' | 'description'> }) => updateList(id, payload),
    { success: (variables) => [ATTENDANCE_TOASTS.listUpdatedTitle, variables.payload.name], failure: ATTENDANCE_TOASTS.listSaveFailed },
  );
}

export function useAddListMember() {
  return useTrainingMutation(({ listId, payload }: { listId: number; payload: AttendanceMemberPayload }) => addListMember(listId, payload), {
    success: (variables) => [ATTENDANCE_TOASTS.memberAddedTitle, variables.payload.name],
    failure: ATTENDANCE_TOASTS.memberFailed,
  });
}

export function useRemoveListMember() {
  return useTrainingMutation(({ listId, memberId }: { listId: number; memberId: number }) => removeListMember(listId, memberId), {
    success: () => [ATTENDANCE_TOASTS.memberRemovedTitle],
    failure: ATTENDANCE_TOASTS.memberFailed,
  });
}

export function useCreateSession() {
  return useTrainingMutation((payload: AttendanceSessionPayload) => createSession(payload), {
    success: (payload) => [ATTENDANCE_TOASTS.sessionCreatedTitle, payload.title],
    failure: ATTENDANCE_TOASTS.sessionSaveFailed,
  });
}

export function useCloseSession() {
  return useTrainingMutation((id: number) => closeSession(id), {
    success: () => [ATTENDANCE_TOASTS.sessionClosedTitle, ATTENDANCE_TOASTS.sessionClosed],
    failure: ATTENDANCE_TOASTS.sessionCloseFailed,
  });
}

export function useSaveMarks() {
  return useTrainingMutation(({ sessionId, payload }: { sessionId: number; payload: AttendanceMarksPayload }) => saveMarks(sessionId, payload), {
    success: () => [ATTENDANCE_TOASTS.marksSavedTitle],
    failure: ATTENDANCE_TOASTS.marksFailed,
  });
}
