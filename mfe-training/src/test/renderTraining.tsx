import { renderRemote, TEST_WORKSPACE_ID, testUser as sdkTestUser, type RemoteRenderOptions } from '@cricket/shell-sdk/testing';
import { RemoteRoutes } from '../routes';

export { fail, mockApi, ok, type Answer } from '@cricket/shell-sdk/testing';
export const WORKSPACE_ID = TEST_WORKSPACE_ID;
export const testUser = sdkTestUser({ role: 'player' });

/** The training routes at `path` for a signed-in player, a workspace member by default. */
export function renderTraining(path: string, options: RemoteRenderOptions = {}) {
  return renderRemote(RemoteRoutes, path, { user: testUser, role: 'member', ...options });
}
