import { GROUND_API } from '@cricket/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchCalendarBookings, fetchGrounds, fetchUserBookings, fetchUsers } from '../api/groundApi';
import { groundKeys } from '../api/groundKeys';

/** Every workspace's grounds: calendar, available grounds, lookups (booking §7). */
export function useAllGrounds(enabled: boolean) {
  return useQuery({ queryKey: groundKeys.allGrounds, queryFn: () => fetchGrounds(GROUND_API.allGrounds), enabled });
}

/** The current workspace's grounds (Manage Grounds). */
export function useOwnGrounds(enabled: boolean) {
  return useQuery({ queryKey: groundKeys.ownGrounds, queryFn: () => fetchGrounds(GROUND_API.ownGrounds), enabled });
}

export function useUserBookings(enabled: boolean) {
  return useQuery({ queryKey: groundKeys.userBookings, queryFn: fetchUserBookings, enabled, retry: false });
}

/** Booked slots of every workspace plus this workspace's booking details; refetched on window focus (booking §7). */
export function useCalendarBookings(enabled: boolean) {
  return useQuery({ queryKey: groundKeys.calendarBookings, queryFn: fetchCalendarBookings, enabled, refetchOnWindowFocus: true });
}

/** Names for the User column; read only while the workspace bookings tab is open (booking §7). */
export function useWorkspaceUsers(enabled: boolean) {
  return useQuery({ queryKey: groundKeys.users, queryFn: fetchUsers, enabled });
}
