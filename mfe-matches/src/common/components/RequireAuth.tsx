import { useAuth } from '@cricket/shell-sdk';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from './PageSpinner';

/** Signed-in screens send everyone else to /login (core §2, Create New Match). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
