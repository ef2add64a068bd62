import { GROUND_BOOKING_ROUTE } from '@cricket/contracts';
import { renderRemote, TEST_WORKSPACE_ID, testUser as sdkTestUser, type RemoteRenderOptions } from '@cricket/shell-sdk/testing';
import { RemoteRoutes } from '../routes';

export { mockApi, type Answer } from '@cricket/shell-sdk/testing';
export const WORKSPACE_ID = TEST_WORKSPACE_ID;
export const testUser = sdkTestUser({ role: 'player' });

/** The Ground Booking page for a signed-in player, a workspace admin by default. */
export function renderGroundBooking(options: RemoteRenderOptions = {}) {
  return renderRemote(RemoteRoutes, GROUND_BOOKING_ROUTE, { user: testUser, role: 'admin', ...options });
}
