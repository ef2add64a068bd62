import type { UserResponse } from '@cricket/contracts';
import { AccountMenu } from './AccountMenu';
import { WorkspaceSelector } from './WorkspaceSelector';

/** The signed-in part of the header, split into its own chunk. */
export function AccountControls({ user }: { user: UserResponse }) {
  return (
    <>
      <div className="header-workspace">
        <WorkspaceSelector />
      </div>
      <AccountMenu user={user} />
    </>
  );
}
