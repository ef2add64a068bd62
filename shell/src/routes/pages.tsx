import type { ComponentType } from 'react';
import { HomePage } from '../home/HomePage';
import { lazyFrom, type PageLoader } from './pageLoader';
import type { ShellPage } from './routeTable';

/**
 * Every shell page but home is its own chunk, loaded when first visited (core §2 'Pages load
 * lazily'). Home only chooses between its two chunks (HomePage.tsx).
 */
export const SHELL_PAGE_LOADERS: Record<Exclude<ShellPage, 'home'>, PageLoader> = {
  signIn: () => import(/* webpackChunkName: "page-sign-in" */ '../auth/components/SignInPage').then((m) => m.SignInPage),
  register: () => import(/* webpackChunkName: "page-register" */ '../auth/components/RegisterPage').then((m) => m.RegisterPage),
  authDebug: () => import(/* webpackChunkName: "page-auth-debug" */ '../auth-debug/AuthDebugPage').then((m) => m.AuthDebugPage),
  safariLanding: () => import(/* webpackChunkName: "page-safari" */ '../safari/SafariLandingPage').then((m) => m.SafariLandingPage),
  profile: () => import(/* webpackChunkName: "page-profile" */ '../profile/ProfilePage').then((m) => m.ProfilePage),
  aboutUs: () => import(/* webpackChunkName: "page-about" */ '../about/AboutPage').then((m) => m.AboutPage),
  comingSoon: () => import(/* webpackChunkName: "page-coming-soon" */ '../coming-soon/ComingSoonPage').then((m) => m.ComingSoonPage),
  privacyPolicy: () => import(/* webpackChunkName: "page-legal" */ '../legal/PrivacyPolicyPage').then((m) => m.PrivacyPolicyPage),
  termsOfService: () => import(/* webpackChunkName: "page-legal" */ '../legal/TermsOfServicePage').then((m) => m.TermsOfServicePage),
  cookiePolicy: () => import(/* webpackChunkName: "page-legal" */ '../legal/CookiePolicyPage').then((m) => m.CookiePolicyPage),
  faqs: () => import(/* webpackChunkName: "page-faqs" */ '../legal/FaqsPage').then((m) => m.FaqsPage),
  workspaceSettings: () => import(/* webpackChunkName: "page-workspace-settings" */ '../workspace-settings/WorkspaceSettingsPage').then((m) => m.WorkspaceSettingsPage),
  join: () => import(/* webpackChunkName: "page-join" */ '../join/JoinPage').then((m) => m.JoinPage),
  wsTest: () => import(/* webpackChunkName: "page-ws-test" */ '../pages/WsTestPage').then((m) => m.WsTestPage),
};

const lazyPages = Object.entries(SHELL_PAGE_LOADERS).map(([page, load]): [string, ComponentType] => [page, lazyFrom(load)]);

export const SHELL_PAGES = Object.fromEntries([['home', HomePage], ...lazyPages]) as Record<ShellPage, ComponentType>;

/** Pages drawn without the header, navigation and footer. */
export const BARE_PAGES: ReadonlySet<ShellPage> = new Set(['signIn', 'register']);
