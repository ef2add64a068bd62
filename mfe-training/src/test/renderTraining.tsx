import { renderRemote, testUser, type RemoteRenderOptions } from '@cricket/shell-sdk/testing';
import { RemoteRoutes } from '../routes';

/** The training routes at `path` for a signed-in player, a workspace member by default (the SDK's harness with this remote's routes). */
export function renderTraining(path: string, options: RemoteRenderOptions = {}) {
  return renderRemote(RemoteRoutes, path, { user: testUser({ role: 'player' }), role: 'member', ...options });
}
