import { renderRemote, type RemoteRenderOptions } from '@cricket/shell-sdk/testing';
import { RemoteRoutes } from '../routes';

/** The commerce routes at `path` inside the shell's providers; a workspace admin by default. */
export function renderCommerce(path: string, options: RemoteRenderOptions = {}) {
  return renderRemote(RemoteRoutes, path, { role: 'admin', ...options });
}
