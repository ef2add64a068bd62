import { useAuth, useLogout, useSignInRoute } from '@cricket/shell-sdk';
import { AppstoreOutlined, CheckSquareOutlined, HomeOutlined, LoginOutlined, LogoutOutlined, TrophyOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link, useLocation } from '@cricket/shell-sdk/router';

interface Item {
  label: string;
  to: string;
  icon: ReactNode;
}

const ITEMS: Item[] = [
  { label: 'Home', to: '/', icon: <HomeOutlined /> },
  { label: 'Matches', to: '/matches/recent', icon: <TrophyOutlined /> },
  { label: 'Catalog', to: '/catalog', icon: <AppstoreOutlined /> },
  { label: 'Attendance', to: '/attendance', icon: <CheckSquareOutlined /> },
];

/**
 * Bottom navigation of small screens (core §2). The Profile slot logs a signed-in user
 * out and offers Login to a signed-out one.
 */
export function BottomNav() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const logout = useLogout();
  const signIn = useSignInRoute('/auth');
  const isActive = (to: string) => (to === '/' ? pathname === '/' : pathname.startsWith(to));

  return (
    <nav className="bottom-nav" aria-label="Bottom navigation">
      {ITEMS.map((item) => (
        <Link key={item.to} to={item.to} className={isActive(item.to) ? 'bottom-nav-item active' : 'bottom-nav-item'}>
          {item.icon}
          <span>{item.label}</span>
        </Link>
      ))}
      {user ? (
        <button type="button" className="bottom-nav-item" onClick={() => void logout()} aria-label="Profile (log out)">
          <LogoutOutlined />
          <span>Profile</span>
        </button>
      ) : (
        <Link to={signIn} className="bottom-nav-item">
          <LoginOutlined />
          <span>Login</span>
        </Link>
      )}
    </nav>
  );
}
