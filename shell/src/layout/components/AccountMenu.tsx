import { globalRoleLabel, type UserResponse } from '@cricket/contracts';
import { useLogout, usePermissions, useWorkspace } from '@cricket/shell-sdk';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';
import { promptInstall } from '../../install/installPrompt';
import { useInstallOffer } from '../../install/useInstallOffer';
import { accountMenuGroups, INSTALL_APP_LABEL } from '../navigation';
import { UserAvatar } from './UserAvatar';

/**
 * A header menu is as tall as the screen leaves under the header and above a phone's bottom
 * navigation, scrolling beyond that (at 70 % of a phone, Settings and Logout needed a scroll).
 */
export const HEADER_MENU_HEIGHT = { maxHeight: 'calc(100dvh - 140px)', overflowY: 'auto' } as const;

const LOGOUT_KEY = 'logout';
const INSTALL_KEY = 'install-app';

/** The signed-in user's dropdown (core §2) with the visibility rules of core §6. */
export function AccountMenu({ user }: { user: UserResponse }) {
  const navigate = useNavigate();
  const logout = useLogout();
  const { current } = useWorkspace();
  const installOffered = useInstallOffer();
  const { can } = usePermissions();

  const groups = accountMenuGroups(user.role, current?.role, can);
  const items: MenuProps['items'] = [
    { key: 'who', type: 'group', label: `${user.name || user.username} (${globalRoleLabel(user.role)})` },
    { type: 'divider' },
  ];
  groups.forEach((group, index) => {
    const links = group.links.map((link) => ({ key: link.to, label: link.label }));
    if (group.label) items.push({ key: `group-${index}`, type: 'group', label: group.label, children: links });
    else items.push(...links);
    items.push({ type: 'divider' });
  });
  // Only where the browser offered it (Chromium's beforeinstallprompt).
  if (installOffered) items.push({ key: INSTALL_KEY, label: INSTALL_APP_LABEL }, { type: 'divider' });
  items.push({ key: LOGOUT_KEY, label: 'Logout', danger: true });

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === LOGOUT_KEY) void logout();
    else if (key === INSTALL_KEY) void promptInstall();
    else navigate(key);
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items, onClick, style: { ...HEADER_MENU_HEIGHT, minWidth: 220, maxWidth: 'calc(100vw - 16px)' } }}
    >
      <Button type="text" shape="circle" aria-label="Account menu" style={{ width: 40, height: 40, padding: 0 }}>
        <UserAvatar user={user} />
      </Button>
    </Dropdown>
  );
}
