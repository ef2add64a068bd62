import type { UserResponse } from '@cricket/contracts';

/** The fields of a user that may leave the service; the password hash is never among them. */
export interface PublicUserFields {
  id: number;
  username: string;
  name: string;
  email: string;
  role: string;
  profilePicture: string | null;
  currentWorkspaceId: number | null;
}

export function toUserResponse(user: PublicUserFields): UserResponse {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.role,
    profilePicture: user.profilePicture ?? null,
    workspaceId: user.currentWorkspaceId ?? null,
    isAuthenticated: true,
  };
}
