import { renderRemote, testUser, type RemoteRenderOptions } from '@cricket/shell-sdk/testing';
import { RemoteRoutes } from '../routes';

/** The finance routes at `path` for a signed-in treasurer (a workspace admin by default). */
export function renderFinance(path: string, { role = 'admin', permissions }: Omit<RemoteRenderOptions, 'user'> = {}) {
  return renderRemote(RemoteRoutes, path, { user: testUser({ username: 'meera', name: 'Meera', email: 'meera@example.com' }), role, permissions });
}
