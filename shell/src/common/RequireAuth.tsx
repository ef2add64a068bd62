import { useAuth, useSignInRoute } from '@cricket/shell-sdk';
import type { ReactNode } from 'react';
import { Navigate } from '@cricket/shell-sdk/router';
import { Loading } from './Loading';

/** Signed-in pages send everyone else to /login, and back here after signing in (as Create Match does, core §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const signIn = useSignInRoute('/login');
  if (isLoading) return <Loading />;
  if (!user) return <Navigate to={signIn} replace />;
  return <>{children}</>;
}
