import { ForbiddenException, NotFoundException } from '@nestjs/common';
import type { AuthContext } from '@cricket/contracts';
import { requireAccess } from './access';

const caller = (workspaceId: number): AuthContext => ({
  user: { id: 7, username: 'asha', name: 'Asha', email: 'asha@example.com', role: 'player' },
  workspace: { id: workspaceId, name: 'Club', role: 'member' },
  permissions: [],
});
interface Row {
  id: number;
  workspaceId: number;
  open: boolean;
}
const row = (workspaceId: number, open = true): Row | null => ({ id: 1, workspaceId, open });

describe('requireAccess: the one 404-or-403 decision', () => {
  const rule = { notFound: 'Ground not found', visible: (r: Row) => r.open };

  it("answers the resource's 404 when absent or hidden from the caller", () => {
    expect(() => requireAccess<Row>(caller(1), null, rule)).toThrow(new NotFoundException('Ground not found'));
    expect(() => requireAccess(caller(1), row(2, false), rule)).toThrow(new NotFoundException('Ground not found'));
  });

  it("lets any caller read a visible row, and only its own workspace change it (403, the resource's message)", () => {
    expect(requireAccess(caller(1), row(2), rule).workspaceId).toBe(2);
    expect(() => requireAccess(caller(1), row(2), { ...rule, change: true, otherWorkspace: 'Another club owns it' })).toThrow(
      new ForbiddenException('Another club owns it'),
    );
    expect(() => requireAccess(caller(1), row(2), { notFound: 'Match not found', change: true })).toThrow(ForbiddenException);
    expect(requireAccess(caller(2), row(2), { ...rule, change: true }).id).toBe(1);
  });

  it('hides before it refuses: a hidden row of another workspace is 404, not 403', () => {
    expect(() => requireAccess(caller(1), row(2, false), { ...rule, change: true })).toThrow(NotFoundException);
  });
});
