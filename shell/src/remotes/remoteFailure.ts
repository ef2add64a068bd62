/** Marker the runtime plugin hands back instead of a module when a remote cannot be fetched. */
export const REMOTE_LOAD_FAILED = '__cricketRemoteLoadFailed';

export interface RemoteLoadFailure {
  [REMOTE_LOAD_FAILED]: true;
  id: string;
  reason: string;
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return !!value && typeof value === 'object' && REMOTE_LOAD_FAILED in value;
}
