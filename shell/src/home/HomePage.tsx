import { useAuth } from '@cricket/shell-sdk';
import { lazy } from 'react';
import { Loading } from '../common/Loading';

const LandingPage = lazy(() => import(/* webpackChunkName: "page-home" */ './LandingPage').then((m) => ({ default: m.LandingPage })));
const SignedInHome = lazy(() => import(/* webpackChunkName: "page-dashboard" */ './dashboard/SignedInHome').then((m) => ({ default: m.SignedInHome })));

/**
 * Home (/): the landing page of core §2 for a visitor; a signed-in person's own day in their
 * workspace instead (issue 22). Each is its own chunk, so neither carries the other.
 */
export function HomePage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Loading />;
  return user ? <SignedInHome user={user} /> : <LandingPage />;
}
