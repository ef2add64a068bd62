import { IDENTITY_MESSAGES, REGISTRATION_MESSAGES, WORKSPACE_MESSAGES } from '../validation';
import { parseWith } from '../validation/schema';
import { addMemberBody, profileBody, registerBody, replacePermissionsBody, selectWorkspaceBody, updateWorkspaceBody } from './identity';
import { PASSWORD_MESSAGES } from './passwords';

const account = { username: ' asha ', password: 'secret-123', email: ' Asha@Example.COM ', name: ' Asha Rao ' };

describe("identity's bodies", () => {
  it('normalises a registration and answers the first broken field in the form order', () => {
    expect(parseWith(registerBody, { ...account, extra: true })).toEqual({
      ok: true,
      value: { username: 'asha', password: 'secret-123', email: 'asha@example.com', name: 'Asha Rao' },
    });
    expect(parseWith(registerBody, { ...account, password: '      ', email: 'nope' })).toEqual({ ok: false, message: PASSWORD_MESSAGES.onlyWhitespace });
    expect(parseWith(registerBody, { ...account, email: `${'x'.repeat(250)}@b.co` })).toEqual({ ok: false, message: REGISTRATION_MESSAGES.emailTooLong });
    expect(parseWith(registerBody, { ...account, role: '' })).toEqual({ ok: false, message: REGISTRATION_MESSAGES.role });
    expect(parseWith(registerBody, { ...account, role: null })).toMatchObject({ ok: true });
  });

  it('leaves out what an edit leaves out, clears a null picture and refuses a null name', () => {
    expect(parseWith(profileBody, {})).toEqual({ ok: true, value: {} });
    expect(parseWith(profileBody, { profilePicture: null })).toEqual({ ok: true, value: { profilePicture: null } });
    expect(parseWith(profileBody, { name: null })).toEqual({ ok: false, message: REGISTRATION_MESSAGES.name });
    expect(parseWith(updateWorkspaceBody, { metadata: [] })).toEqual({ ok: false, message: IDENTITY_MESSAGES.metadata });
  });

  it('reads ids strictly and a blank login as a missing one', () => {
    expect(parseWith(selectWorkspaceBody, { workspaceId: ' 12 ' })).toEqual({ ok: true, value: { workspaceId: 12 } });
    expect(parseWith(selectWorkspaceBody, { workspaceId: '0x10' })).toEqual({ ok: false, message: WORKSPACE_MESSAGES.invalidId });
    expect(parseWith(addMemberBody, { userId: 4, username: '  ' })).toEqual({ ok: false, message: WORKSPACE_MESSAGES.memberIdentity });
    expect(parseWith(addMemberBody, { email: ' Ravi@Example.com ' })).toEqual({ ok: true, value: { email: 'ravi@example.com' } });
  });

  it('checks every permission row', () => {
    const row = { module: 'matches', canView: true, canCreate: false, canEdit: false, canDelete: false };
    expect(parseWith(replacePermissionsBody, { permissions: [row, null] })).toEqual({ ok: false, message: IDENTITY_MESSAGES.permissionRow });
    expect(parseWith(replacePermissionsBody, { permissions: [{ ...row, canEdit: 'yes' }] })).toEqual({ ok: false, message: IDENTITY_MESSAGES.permissionFlag });
    expect(parseWith(replacePermissionsBody, { permissions: [{ module: 'rockets' }] })).toEqual({ ok: false, message: WORKSPACE_MESSAGES.invalidModule });
  });
});
