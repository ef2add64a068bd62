import { canAccessResource, decidePermission, permissionLevel, type PermissionSubject } from './decide';
import { defaultModulePermissions, permissionRow as row } from './defaults';
import { accountMenuVisibility } from './navigation';


const base: PermissionSubject = { role: 'player', workspaceId: 1, workspaceRole: 'member', permissions: [] };

describe('decidePermission walks core §6 in order', () => {
  it.each([
    ['1. while loading, even a global admin is denied', { ...base, role: 'admin', loading: true }, 'matches', 'view', false],
    ['no current workspace denies every action', { ...base, role: 'admin', workspaceId: null }, 'matches', 'view', false],
    ['2. a global admin is allowed every action', { ...base, role: 'admin', workspaceRole: 'workspace_readonly' }, 'grounds', 'delete', true],
    ['3. a workspace admin is allowed every action without rows', { ...base, workspaceRole: 'admin' }, 'expenses', 'delete', true],
    ['4. workspace_readonly may view', { ...base, workspaceRole: 'workspace_readonly' }, 'matches', 'view', true],
    ['4. workspace_readonly may read', { ...base, workspaceRole: 'workspace_readonly' }, 'matches', 'read', true],
    ['4. workspace_readonly may list', { ...base, workspaceRole: 'workspace_readonly' }, 'matches', 'list', true],
    ['4. workspace_readonly may not edit even with a row', { ...base, workspaceRole: 'workspace_readonly', permissions: [row('matches', { canEdit: true })] }, 'matches', 'edit', false],
    ['a missing workspace role reads as readonly', { ...base, workspaceRole: undefined }, 'matches', 'create', false],
    ['5. a full settings row makes a member an admin', { ...base, permissions: [row('settings', { canView: true, canCreate: true, canEdit: true, canDelete: true })] }, 'catalog', 'delete', true],
    ['5. a partial settings row does not', { ...base, permissions: [row('settings', { canView: true, canCreate: true, canEdit: true })] }, 'catalog', 'delete', false],
    ['6. view needs canView', { ...base, permissions: [row('teams', { canView: true })] }, 'teams', 'view', true],
    ['6. list needs canView', { ...base, permissions: [row('teams')] }, 'teams', 'list', false],
    ['6. create needs canCreate', { ...base, permissions: [row('teams', { canCreate: true })] }, 'teams', 'create', true],
    ['6. edit needs canEdit', { ...base, permissions: [row('teams', { canCreate: true })] }, 'teams', 'edit', false],
    ['6. update needs canEdit', { ...base, permissions: [row('teams', { canEdit: true })] }, 'teams', 'update', true],
    ['6. delete needs canDelete', { ...base, permissions: [row('teams', { canEdit: true })] }, 'teams', 'delete', false],
    ['6. another module row does not count', { ...base, permissions: [row('grounds', { canEdit: true })] }, 'teams', 'edit', false],
    ['6. training and trainings are one module', { ...base, permissions: [row('trainings', { canEdit: true })] }, 'training', 'edit', true],
    ['6. trainings and training are one module', { ...base, permissions: [row('training', { canDelete: true })] }, 'trainings', 'delete', true],
    ['6. subscription and subscriptions are one module', { ...base, permissions: [row('subscription', { canCreate: true })] }, 'subscriptions', 'create', true],
  ] as const)('%s', (_name, subject, module, action, expected) => {
    expect(decidePermission(subject as PermissionSubject, module, action)).toBe(expected);
  });
});

describe('permission level and generic resource check', () => {
  it('maps workspace roles to levels', () => {
    expect(permissionLevel('admin')).toBe('admin');
    expect(permissionLevel('member')).toBe('edit');
    expect(permissionLevel('workspace_readonly')).toBe('view');
    expect(permissionLevel('anything')).toBe('view');
  });

  it.each([
    ['admin', 'delete', true],
    ['view', 'view', true],
    ['view', 'edit', false],
    ['edit', 'edit', true],
    ['delete', 'edit', true],
    ['edit', 'delete', false],
    ['delete', 'delete', true],
  ] as const)('level %s, action %s → %s', (level, action, expected) => {
    expect(canAccessResource(level, action)).toBe(expected);
  });
});

describe('default rows per workspace role', () => {
  it('lets a member create and edit in every module but settings and users', () => {
    const rows = defaultModulePermissions('member');
    const subject = { ...base, permissions: rows };
    expect(decidePermission(subject, 'tournaments', 'edit')).toBe(true);
    expect(decidePermission(subject, 'tournaments', 'delete')).toBe(false);
    expect(decidePermission(subject, 'settings', 'edit')).toBe(false);
    expect(decidePermission(subject, 'users', 'create')).toBe(false);
    expect(decidePermission(subject, 'settings', 'view')).toBe(true);
  });

  it('gives a readonly member only view', () => {
    expect(defaultModulePermissions('workspace_readonly').every((p) => p.canView && !p.canCreate && !p.canEdit && !p.canDelete)).toBe(true);
  });
});

describe('account menu visibility', () => {
  it('hides finance links for both spellings of player and shows My Enrollments', () => {
    for (const role of ['PLAYER', 'player']) {
      expect(accountMenuVisibility(role, 'member')).toMatchObject({ revenueSummary: false, subscriptionManager: false, myEnrollments: true, coachEnrollments: false });
    }
  });

  it('shows Coach Enrollments to coaches and Workspace Settings only to workspace admins', () => {
    expect(accountMenuVisibility('coach', 'member')).toMatchObject({ coachEnrollments: true, myEnrollments: false, revenueSummary: true, workspaceSettings: false });
    expect(accountMenuVisibility('general', 'admin').workspaceSettings).toBe(true);
  });
});
