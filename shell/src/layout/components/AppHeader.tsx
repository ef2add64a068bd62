import { useAuth, useSignInRoute } from '@cricket/shell-sdk';
import { Button } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { Suspense } from 'react';
import { Link } from '@cricket/shell-sdk/router';
import { lazyFrom } from '../../routes/pageLoader';
import { Brand } from './Brand';
import { TopNav } from './TopNav';

/** The signed-in controls (selector, dialogs, dropdown): loaded only when someone is signed in. */
export const loadAccountControls = () => import(/* webpackChunkName: "account-controls" */ './AccountControls').then((m) => m.AccountControls);

const AccountControls = lazyFrom(loadAccountControls);

/**
 * Sticky header: brand, top navigation, workspace selector and account (core §2). Which
 * parts show at which width is decided in CSS (index.html), so the first paint is right. The
 * signed-in controls are drawn once `accountControls` says the opened page has rendered: on a
 * phone, their menus' code and first render otherwise came before the page's (issue 23).
 */
export function AppHeader({ accountControls, onOpenMenu }: { accountControls: boolean; onOpenMenu: () => void }) {
  const { user, isLoading } = useAuth();
  const signIn = useSignInRoute('/auth');

  return (
    <header className="app-header">
      <div className="header-row">
        <Button type="text" aria-label="Open menu" icon={<MenuOutlined />} onClick={onOpenMenu} className="menu-toggle" />
        <Brand />
        <div className="header-actions">
          {user ? (
            accountControls && (
              <Suspense fallback={null}>
                <AccountControls user={user} />
              </Suspense>
            )
          ) : (
            !isLoading && (
              <Link to={signIn}>
                <Button type="primary">Login</Button>
              </Link>
            )
          )}
        </div>
      </div>
      <TopNav />
    </header>
  );
}
