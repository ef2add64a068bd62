import type { AttendanceMemberPayload, WorkspaceMemberResponse } from '@cricket/contracts';

/** How a workspace member is offered in the pickers: 'Asha (@asha)'. */
export function memberOption(member: WorkspaceMemberResponse): { value: number; label: string } {
  return { value: member.userId, label: `${member.user.name} (@${member.user.username})` };
}

/** A workspace member as a person on an attendance list. */
export function memberPayload(member: WorkspaceMemberResponse): AttendanceMemberPayload {
  return { userId: member.userId, name: member.user.name, email: member.user.email };
}
