import type { UserResponse } from '@cricket/contracts';
import { Avatar } from 'antd';
import { initialsOf } from '../navigation';

/** The profile picture, or the username's initials (core §2). */
export function UserAvatar({ user, size = 36 }: { user: Pick<UserResponse, 'username' | 'profilePicture'>; size?: number }) {
  if (user.profilePicture) return <Avatar size={size} src={user.profilePicture} alt={user.username} />;
  return (
    <Avatar size={size} style={{ backgroundColor: '#0f7b3f', fontWeight: 600 }} aria-label={user.username}>
      {initialsOf(user.username)}
    </Avatar>
  );
}
