import type { ServerMessage } from '@cricket/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../auth';
import { toast as shellToast, type ToastOptions } from '../toast';
import { createSocketClient, type SocketClient, type SocketState } from './socketClient';

export interface RealtimeContextValue {
  client: SocketClient | null;
  state: SocketState;
  /** The last server message, for pages that react to live updates beyond cache invalidation. */
  lastMessage: ServerMessage | null;
}

const RealtimeContext = createContext<RealtimeContextValue>({ client: null, state: 'idle', lastMessage: null });

export interface RealtimeProviderProps {
  children: ReactNode;
  toast?: (options: ToastOptions) => void;
  url?: string | (() => string);
}

/** Opens the one socket while someone is signed in (booking §4) and closes it on sign-out. */
export function RealtimeProvider({ children, toast = shellToast, url }: RealtimeProviderProps) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [client, setClient] = useState<SocketClient | null>(null);
  const [state, setState] = useState<SocketState>('idle');
  const [lastMessage, setLastMessage] = useState<ServerMessage | null>(null);
  const toastRef = useRef(toast);
  toastRef.current = toast;
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
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
  }, [userId, queryClient, url]);

  const value = useMemo(() => ({ client, state, lastMessage }), [client, state, lastMessage]);
  return <RealtimeContext.Provider value={value}>{children}</RealtimeContext.Provider>;
}

export function useRealtime(): RealtimeContextValue {
  return useContext(RealtimeContext);
}
