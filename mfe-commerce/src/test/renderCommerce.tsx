import { renderRemote, TEST_WORKSPACE_ID, testUser as sdkTestUser, type RemoteRenderOptions } from '@cricket/shell-sdk/testing';
import { RemoteRoutes } from '../routes';

export { mockApi, type Answer } from '@cricket/shell-sdk/testing';
export const WORKSPACE_ID = TEST_WORKSPACE_ID;
export const testUser = sdkTestUser();

/** The commerce routes at `path` inside the shell's providers; a workspace admin by default. */
export function renderCommerce(path: string, options: RemoteRenderOptions = {}) {
  return renderRemote(RemoteRoutes, path, { role: 'admin', ...options });
}
