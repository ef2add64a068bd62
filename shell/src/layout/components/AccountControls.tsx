import type { UserResponse } from '@cricket/contracts';
import { hasOfflineWorker } from '@cricket/shell-sdk';
import { useEffect } from 'react';
import { captureInstallPrompt } from '../../install/installPrompt';
import { registerServiceWorkerOnceLoaded } from '../../sw/registerServiceWorker';
import { AccountMenu } from './AccountMenu';
import { WorkspaceSelector } from './WorkspaceSelector';

/** The signed-in part of the header, split into its own chunk. */
export function AccountControls({ user }: { user: UserResponse }) {
  // The installable app is the signed-in scorer's (issue 16). Started here rather than in the
  // entry, so that no route's JavaScript grows; production builds only have a service worker.
  useEffect(() => {
    captureInstallPrompt();
    if (hasOfflineWorker()) return registerServiceWorkerOnceLoaded();
  }, []);
  return (
    <>
      <div className="header-workspace">
        <WorkspaceSelector />
      </div>
      <AccountMenu user={user} />
    </>
  );
}
