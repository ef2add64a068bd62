import { parseWith } from '../validation';
import { createInviteBody } from './invite-requests';
import { INVITE_MESSAGES, inviteState } from './invites';

describe('inviteState', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  it('is expired from the expiry instant on, before counting uses', () => {
    expect(inviteState({ expiresAt: '2025-06-01T12:00:00Z', maxUses: 1, uses: 0 }, now)).toBe('expired');
    expect(inviteState({ expiresAt: '2025-06-01T11:00:00Z', maxUses: 1, uses: 1 }, now)).toBe('expired');
  });
  it('is used up once the uses reach the limit, and never without one', () => {
    expect(inviteState({ expiresAt: '2025-06-02T00:00:00Z', maxUses: 2, uses: 2 }, now)).toBe('used_up');
    expect(inviteState({ expiresAt: '2025-06-02T00:00:00Z', maxUses: 2, uses: 1 }, now)).toBe('active');
    expect(inviteState({ expiresAt: '2025-06-02T00:00:00Z', maxUses: null, uses: 500 }, now)).toBe('active');
  });
});

describe('createInviteBody', () => {
  it('takes a role, one of the offered expiries and an optional use limit', () => {
    expect(parseWith(createInviteBody, { role: 'member', expiresInDays: 7, maxUses: 1 })).toEqual({ ok: true, value: { role: 'member', expiresInDays: 7, maxUses: 1 } });
    expect(parseWith(createInviteBody, { role: 'admin', expiresInDays: 30 })).toEqual({ ok: true, value: { role: 'admin', expiresInDays: 30 } });
  });
  it('refuses other expiries and use limits with their messages', () => {
    expect(parseWith(createInviteBody, { role: 'member', expiresInDays: 3 })).toEqual({ ok: false, message: INVITE_MESSAGES.expiry });
    for (const maxUses of [0, 1.5, 1001, '2']) {
      expect(parseWith(createInviteBody, { role: 'member', expiresInDays: 1, maxUses })).toEqual({ ok: false, message: INVITE_MESSAGES.maxUses });
    }
  });
});
