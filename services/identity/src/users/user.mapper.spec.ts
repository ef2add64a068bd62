import { toUserResponse } from './user.mapper';

describe('toUserResponse', () => {
  it('answers only the public fields, never a password hash', () => {
    const user = {
      id: 1,
      username: 'asha',
      name: 'Asha',
      email: 'asha@example.com',
      role: 'player',
      profilePicture: null,
      currentWorkspaceId: 4,
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc$def',
    };
    const answer = toUserResponse(user);
    expect(answer).toEqual({ id: 1, username: 'asha', name: 'Asha', email: 'asha@example.com', role: 'player', profilePicture: null, workspaceId: 4, isAuthenticated: true });
    expect(JSON.stringify(answer)).not.toContain('argon2');
  });
});
