import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { PageShownProvider, preloadToastHost } from '@cricket/shell-sdk';
import { useLocation } from '@cricket/shell-sdk/router';
import { afterLoadWhenIdle } from '../../common/afterLoadWhenIdle';
import { BARE_PAGES } from '../../routes/pages';
import { resolveRoute } from '../../routes/resolveRoute';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { BottomNav } from './BottomNav';
import { isIosSafari } from './isIosSafari';

// Drawn only after a tap (menu) or on iOS Safari (help button): not part of the first load.
const MobileMenu = lazy(() => import(/* webpackChunkName: "mobile-menu" */ './MobileMenu').then((m) => ({ default: m.MobileMenu })));
const SafariHelpButton = lazy(() =>
  import(/* webpackChunkName: "safari-help" */ './SafariHelpButton').then((m) => ({ default: m.SafariHelpButton })),
);

/** Header, content, footer and the small-screen navigation around every page but sign-in. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const [pageShown, setPageShown] = useState(false);
  const markPageShown = useCallback(() => setPageShown(true), []);
  // The toasts' code once the page has painted and the browser is idle: fetched as soon as it had
  // painted, it came while pages drew what they had read on a phone (issue 23).
  useEffect(() => (pageShown ? afterLoadWhenIdle(preloadToastHost) : undefined), [pageShown]);

  const target = resolveRoute(pathname)?.entry.target;
  if (target?.kind === 'page' && BARE_PAGES.has(target.page)) {
    return (
      <PageShownProvider value={markPageShown}>
        <main className="bare-page">{children}</main>
      </PageShownProvider>
    );
  }

  return (
    <div className="app">
      <AppHeader
        accountControls={pageShown}
        onOpenMenu={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
      />
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} />
        </Suspense>
      )}
      <main className="app-content">
        <PageShownProvider value={markPageShown}>{children}</PageShownProvider>
      </main>
      <AppFooter />
      <BottomNav />
      {isIosSafari(navigator.userAgent) && (
        <Suspense fallback={null}>
          <SafariHelpButton />
        </Suspense>
      )}
    </div>
  );
}
