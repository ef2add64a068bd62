import { LIMITS, type ServerMessage } from '@cricket/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../auth';
import { toast as shellToast, type ToastOptions } from '../toast';
import { createSocketClient, type SocketClient, type SocketState } from './socketClient';

export interface RealtimeContextValue {
  client: SocketClient | null;
  state: SocketState;
  /** The last server message, for pages that react to live updates beyond cache invalidation. */
  lastMessage: ServerMessage | null;
  /**
   * A page that shows a match live needs the socket even for a fan without an account: the
   * socket stays open until every such page let go (the returned function) and a short while
   * after, so that moving to another match page keeps it.
   */
  watch: () => () => void;
}

const RealtimeContext = createContext<RealtimeContextValue>({ client: null, state: 'idle', lastMessage: null, watch: () => () => undefined });

export interface RealtimeProviderProps {
  children: ReactNode;
  toast?: (options: ToastOptions) => void;
  url?: string | (() => string);
}

/**
 * Opens the one socket while someone is signed in (booking §4) and closes it on sign-out; for a
 * fan without an account, while a page watches a match (issue 21: shared match links).
 */
export function RealtimeProvider({ children, toast = shellToast, url }: RealtimeProviderProps) {
  const queryClient = useQueryClient();
  const { user, isLoading } = useAuth();
  const [client, setClient] = useState<SocketClient | null>(null);
  const [state, setState] = useState<SocketState>('idle');
  const [lastMessage, setLastMessage] = useState<ServerMessage | null>(null);
  const [watchers, setWatchers] = useState(0);
  const [watched, setWatched] = useState(false);
  const toastRef = useRef(toast);
  toastRef.current = toast;
  // One socket per signed-in user, or one anonymous socket while something is watched.
  const owner = user ? `user:${user.id}` : !isLoading && watched ? 'anonymous' : null;

  useEffect(() => {
    if (watchers > 0) {
      setWatched(true);
      return;
    }
    const release = setTimeout(() => setWatched(false), LIMITS.socket.releaseAfterMs);
    return () => clearTimeout(release);
  }, [watchers]);

  const watch = useCallback(() => {
    setWatchers((count) => count + 1);
    return () => setWatchers((count) => count - 1);
  }, []);

  useEffect(() => {
    if (owner === null) return;
    const next = createSocketClient({
      url,
      queryClient,
      toast: (options) => toastRef.current(options),
      onMessage: setLastMessage,
      onStateChange: setState,
    });
    setClient(next);
    next.connect();
    return () => {
      next.close();
      setClient(null);
      setState('idle');
    };
  }, [owner, queryClient, url]);

  const value = useMemo(() => ({ client, state, lastMessage, watch }), [client, state, lastMessage, watch]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeContextValue {
  return useContext(RealtimeContext);
}
