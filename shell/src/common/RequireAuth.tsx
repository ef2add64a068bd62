import { useAuth } from '@cricket/shell-sdk';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Loading } from './Loading';

/** Signed-in pages send everyone else to /login (as Create Match does, core §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Loading />;
  if (!user) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
