import { Alert } from 'antd';
import { memo } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import type { ScoringQueueSnapshot } from '../utils/scoringQueue';

/** Where the scorer's balls are: waiting on this device with no network, on their way, or all on the server. */
export const SyncBanner = memo(function SyncBanner({ snapshot, online }: { snapshot: ScoringQueueSnapshot; online: boolean }) {
  const waiting = snapshot.pending.length;
  const [type, title] = snapshot.reloading
    ? (['info', TEXTS.reloading] as const)
    : !online || snapshot.retrying
      ? (['warning', TEXTS.offlineWaiting(waiting)] as const)
      : waiting > 0
        ? (['info', TEXTS.syncing(waiting)] as const)
        : (['success', TEXTS.allSynced] as const);
  return <Alert type={type} showIcon title={title} data-testid="sync-status" />;
});
