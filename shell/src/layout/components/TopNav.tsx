import { NavLink, useLocation } from '@cricket/shell-sdk/router';
import { activeNavPath, TOP_NAV } from '../navigation';

/**
 * The header's top navigation on wide screens. Plain links styled in index.html: it is
 * on every first paint, and antd's Menu would add ~15 KB gzipped to the initial load.
 */
export function TopNav() {
  const { pathname } = useLocation();
  const active = activeNavPath(pathname);
  return (
    <nav className="top-nav" aria-label="Main navigation">
      {TOP_NAV.map(({ label, to }) => (
        <NavLink key={to} to={to} end={to === '/'} className={to === active ? 'top-nav-link active' : 'top-nav-link'}>
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
