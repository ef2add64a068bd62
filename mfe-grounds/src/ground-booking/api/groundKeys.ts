import { GROUND_API } from '@cricket/contracts';

/**
 * Query keys are the API paths of booking §7 (core §7). The shell's socket client
 * invalidates every key under /api/grounds and /api/ground-bookings on GROUND_* messages.
 */
export const groundKeys = {
  allGrounds: [GROUND_API.allGrounds] as const,
  ownGrounds: [GROUND_API.ownGrounds] as const,
  userBookings: [GROUND_API.userBookings] as const,
  calendarBookings: [GROUND_API.allWorkspacesBookings] as const,
  users: [GROUND_API.users] as const,
};

/** Every grounds and bookings read: refetched after a change and on 'workspace-changed'. */
export function isGroundDataKey(queryKey: readonly unknown[]): boolean {
  const head = queryKey[0];
  return typeof head === 'string' && (head.startsWith(GROUND_API.grounds) || head.startsWith(GROUND_API.bookings));
}
