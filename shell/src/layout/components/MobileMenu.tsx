import { useAuth, useLogout, usePermissions, useSignInRoute, useWorkspace } from '@cricket/shell-sdk';
import { Button, Divider, Drawer, Menu, Typography } from 'antd';
import { LoginOutlined, LogoutOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@cricket/shell-sdk/router';
import { activeNavPath, mobileManagementLinks, TOP_NAV } from '../navigation';
import { WorkspaceSelector } from './WorkspaceSelector';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The slide-out menu of small screens (core §2): closes on route change and on backdrop
 * click, and locks page scroll while open.
 */
export function MobileMenu({ open, onClose }: MobileMenuProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { current } = useWorkspace();
  const { can } = usePermissions();
  const logout = useLogout();
  const signIn = useSignInRoute('/auth');

  // Close on a route change, not on mount: the menu mounts because it was just opened.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    onClose();
  }, [pathname, onClose]);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  const active = activeNavPath(pathname);
  const management = user ? mobileManagementLinks(current?.role, can) : [];

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={300}
      title="CricketHub"
      maskClosable
      rootClassName="mobile-menu"
      styles={{ body: { padding: 0 } }}
    >
      {user && (
        <div style={{ padding: '12px 16px' }}>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>
            Workspace
          </Typography.Text>
          <WorkspaceSelector width="100%" />
        </div>
      )}
      <Menu
        mode="inline"
        aria-label="Mobile navigation"
        selectedKeys={active ? [active] : []}
        onClick={({ key }) => navigate(key)}
        items={[
          ...TOP_NAV.map(({ label, to }) => ({ key: to, label })),
          ...(management.length
            ? [{ key: 'management', type: 'group' as const, label: 'Management', children: management.map(({ label, to }) => ({ key: to, label })) }]
            : []),
        ]}
        style={{ borderInlineEnd: 'none' }}
      />
      <Divider style={{ margin: '8px 0' }} />
      <div style={{ padding: '0 16px 16px' }}>
        {user ? (
          <Button block danger icon={<LogoutOutlined />} onClick={() => void logout()}>
            Logout
          </Button>
        ) : (
          <Button block type="primary" icon={<LoginOutlined />} onClick={() => navigate(signIn)}>
            Login
          </Button>
        )}
      </div>
    </Drawer>
  );
}
