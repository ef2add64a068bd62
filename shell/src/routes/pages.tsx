import { lazy, type ComponentType } from 'react';
import { HomePage } from '../home/HomePage';
import type { ShellPage } from './routeTable';

/**
 * Every shell page is its own chunk, loaded when first visited (core §2 'Pages load lazily'). Home
 * only chooses between its two chunks, so it waits for no chunk of its own.
 */
export const SHELL_PAGES: Record<ShellPage, ComponentType> = {
  home: HomePage,
  signIn: lazy(() => import(/* webpackChunkName: "page-sign-in" */ '../auth/components/SignInPage').then((m) => ({ default: m.SignInPage }))),
  register: lazy(() => import(/* webpackChunkName: "page-register" */ '../auth/components/RegisterPage').then((m) => ({ default: m.RegisterPage }))),
  authDebug: lazy(() => import(/* webpackChunkName: "page-auth-debug" */ '../auth-debug/AuthDebugPage').then((m) => ({ default: m.AuthDebugPage }))),
  safariLanding: lazy(() => import(/* webpackChunkName: "page-safari" */ '../safari/SafariLandingPage').then((m) => ({ default: m.SafariLandingPage }))),
  profile: lazy(() => import(/* webpackChunkName: "page-profile" */ '../profile/ProfilePage').then((m) => ({ default: m.ProfilePage }))),
  aboutUs: lazy(() => import(/* webpackChunkName: "page-about" */ '../about/AboutPage').then((m) => ({ default: m.AboutPage }))),
  comingSoon: lazy(() => import(/* webpackChunkName: "page-coming-soon" */ '../coming-soon/ComingSoonPage').then((m) => ({ default: m.ComingSoonPage }))),
  privacyPolicy: lazy(() => import(/* webpackChunkName: "page-legal" */ '../legal/PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage }))),
  termsOfService: lazy(() => import(/* webpackChunkName: "page-legal" */ '../legal/TermsOfServicePage').then((m) => ({ default: m.TermsOfServicePage }))),
  cookiePolicy: lazy(() => import(/* webpackChunkName: "page-legal" */ '../legal/CookiePolicyPage').then((m) => ({ default: m.CookiePolicyPage }))),
  faqs: lazy(() => import(/* webpackChunkName: "page-faqs" */ '../legal/FaqsPage').then((m) => ({ default: m.FaqsPage }))),
  workspaceSettings: lazy(() => import(/* webpackChunkName: "page-workspace-settings" */ '../workspace-settings/WorkspaceSettingsPage').then((m) => ({ default: m.WorkspaceSettingsPage }))),
  join: lazy(() => import(/* webpackChunkName: "page-join" */ '../join/JoinPage').then((m) => ({ default: m.JoinPage }))),
  wsTest: lazy(() => import(/* webpackChunkName: "page-ws-test" */ '../pages/WsTestPage').then((m) => ({ default: m.WsTestPage }))),
};

/** Pages drawn without the header, navigation and footer. */
export const BARE_PAGES: ReadonlySet<ShellPage> = new Set(['signIn', 'register']);
