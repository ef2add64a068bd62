import { defaultModulePermissions, type ModulePermission } from '@cricket/contracts';
import { canManageWorkspace, canSeeWorkspace, leavesAnAdmin } from './workspace-access';

const fullSettings: ModulePermission = { module: 'settings', canView: true, canCreate: true, canEdit: true, canDelete: true };

describe('canSeeWorkspace', () => {
  it('lets members and the global admin see a workspace, nobody else', () => {
    expect(canSeeWorkspace({ globalRole: 'player', memberRole: 'workspace_readonly', permissions: [] })).toBe(true);
    expect(canSeeWorkspace({ globalRole: 'admin', memberRole: null, permissions: [] })).toBe(true);
    expect(canSeeWorkspace({ globalRole: 'coach', memberRole: null, permissions: [] })).toBe(false);
  });
});

describe('canManageWorkspace', () => {
  it('allows workspace admins and the global admin', () => {
    expect(canManageWorkspace({ globalRole: 'player', memberRole: 'admin', permissions: [] }, 1)).toBe(true);
    expect(canManageWorkspace({ globalRole: 'admin', memberRole: null, permissions: [] }, 1)).toBe(true);
  });

  it('refuses a member with the default member rows, though they include settings edit', () => {
    expect(canManageWorkspace({ globalRole: 'player', memberRole: 'member', permissions: defaultModulePermissions('member') }, 1)).toBe(false);
  });

  it('allows a member holding a full settings row (core §6 step 5)', () => {
    expect(canManageWorkspace({ globalRole: 'player', memberRole: 'member', permissions: [fullSettings] }, 1)).toBe(true);
  });

  it('refuses read-only members even with a full settings row, and non-members', () => {
    expect(canManageWorkspace({ globalRole: 'player', memberRole: 'workspace_readonly', permissions: [fullSettings] }, 1)).toBe(false);
    expect(canManageWorkspace({ globalRole: 'player', memberRole: null, permissions: [fullSettings] }, 1)).toBe(false);
  });
});

describe('leavesAnAdmin', () => {
  it('refuses demoting or removing the only admin', () => {
    expect(leavesAnAdmin([1], 1, 'member')).toBe(false);
    expect(leavesAnAdmin([1], 1, null)).toBe(false);
  });
  it('allows it when another admin remains, for non-admins, and for admin to admin', () => {
    expect(leavesAnAdmin([1, 2], 1, 'workspace_readonly')).toBe(true);
    expect(leavesAnAdmin([1], 2, null)).toBe(true);
    expect(leavesAnAdmin([1], 1, 'admin')).toBe(true);
  });
});
