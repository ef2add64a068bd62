import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_FAILED, type RemoteLoadFailure } from './remoteFailure';

/**
 * Runtime plugin (errorLoadRemote): a remote whose entry or module cannot be fetched
 * yields a failure marker instead of rejecting, so the shell shows an error card with
 * Retry and keeps working.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cricket-remote-fallback',
    errorLoadRemote({ id, error }) {
      const failure: RemoteLoadFailure = {
        [REMOTE_LOAD_FAILED]: true,
        id,
        reason: error instanceof Error ? error.message : String(error),
      };
      return failure;
    },
  };
}
