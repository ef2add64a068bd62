import { useAuth, useSignInRoute } from '@cricket/shell-sdk';
import type { ReactNode } from 'react';
import { Navigate } from '@cricket/shell-sdk/router';
import { PageSpinner } from './PageSpinner';

/** Signed-in screens send everyone else to /login, and back here after signing in (core §2, Create New Match). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const signIn = useSignInRoute('/login');
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to={signIn} replace />;
  return <>{children}</>;
}
