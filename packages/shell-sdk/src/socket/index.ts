export {
  createSocketClient,
  defaultSocketUrl,
  GROUND_TOAST_TEXTS,
  type SocketClient,
  type SocketClientOptions,
  type SocketState,
} from './socketClient';
export { INVALIDATED_KEY_PREFIXES, isKeyStaleAfter, matchIdFromPath } from './invalidation';
export { RealtimeProvider, useRealtime, type RealtimeContextValue, type RealtimeProviderProps } from './RealtimeProvider';
