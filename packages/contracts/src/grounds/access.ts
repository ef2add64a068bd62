import { decidePermission, type PermissionSubject } from '../permissions';

/**
 * Booking §6: adding, editing and deleting grounds, confirming or cancelling bookings, payments
 * and manual bookings need a global admin, a workspace admin or edit rights on 'grounds'.
 */
export function canManageGrounds(subject: PermissionSubject): boolean {
  return decidePermission(subject, 'grounds', 'edit');
}
