import { useAuth } from '@cricket/shell-sdk';
import { Loading } from '../common/Loading';
import { lazyFrom } from '../routes/pageLoader';

/** Home's two chunks: the landing page for a visitor, the dashboard for someone signed in. */
export const HOME_PAGE_LOADERS = {
  visitor: () => import(/* webpackChunkName: "page-home" */ './LandingPage').then((m) => m.LandingPage),
  signedIn: () => import(/* webpackChunkName: "page-dashboard" */ './dashboard/SignedInHome').then((m) => m.SignedInHome),
};

const LandingPage = lazyFrom(HOME_PAGE_LOADERS.visitor);
const SignedInHome = lazyFrom(HOME_PAGE_LOADERS.signedIn);

/**
 * Home (/): the landing page of core §2 for a visitor; a signed-in person's own day in their
 * workspace instead (issue 22). Each is its own chunk, so neither carries the other.
 */
export function HomePage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Loading />;
  return user ? <SignedInHome user={user} /> : <LandingPage />;
}
