import { MODULES, defaultModulePermissions } from '@cricket/contracts';
import { dedupeByModule, toPermissionRows } from './permission.rows';

describe('permission rows', () => {
  it('orders rows as MODULES and keeps only the answer fields', () => {
    const shuffled = [...defaultModulePermissions('member')].reverse().map((p) => ({ ...p, workspaceId: 1, userId: 2 }));
    const rows = toPermissionRows(shuffled);
    expect(rows.map((r) => r.module)).toEqual([...MODULES]);
    expect(Object.keys(rows[0]).sort()).toEqual(['canCreate', 'canDelete', 'canEdit', 'canView', 'module']);
  });

  it('keeps the last row given for a module', () => {
    const a = { module: 'teams' as const, canView: true, canCreate: false, canEdit: false, canDelete: false };
    const b = { ...a, canCreate: true };
    expect(dedupeByModule([a, b])).toEqual([b]);
  });
});
