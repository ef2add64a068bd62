import { renderRemote, TEST_WORKSPACE_ID, testUser as sdkTestUser, type RemoteRenderOptions } from '@cricket/shell-sdk/testing';
import { RemoteRoutes } from '../routes';
import ROUTES from '../routes.json';

export { mockApi, type Answer } from '@cricket/shell-sdk/testing';
export const WORKSPACE_ID = TEST_WORKSPACE_ID;
export const testUser = sdkTestUser({ role: 'player' });

const [GROUND_BOOKING_PATH] = Object.keys(ROUTES['Ground Booking']);

/** The Ground Booking page for a signed-in player, a workspace admin by default. */
export function renderGroundBooking(options: RemoteRenderOptions = {}) {
  return renderRemote(RemoteRoutes, GROUND_BOOKING_PATH, { user: testUser, role: 'admin', ...options });
}
