import type { ScorerLockResponse } from '@cricket/contracts';
import { Alert, Button, Popconfirm } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';

/** The holder's line above the console: who asked for the match, and letting it go. */
export function ScorerLockBar({ lock, busy, onRelease }: { lock: ScorerLockResponse; busy: boolean; onRelease: () => void }) {
  const asker = lock.requestedBy;
  return (
    <Alert
      type={asker ? 'warning' : 'success'}
      showIcon
      data-testid="scorer-lock"
      title={asker ? TEXTS.lockAskedBy(asker.name) : TEXTS.lockMine}
      action={
        <Popconfirm title={asker ? TEXTS.lockAskedBy(asker.name) : TEXTS.lockMine} okText={asker ? TEXTS.lockHandOver : TEXTS.lockRelease} onConfirm={onRelease}>
          <Button size="small" type={asker ? 'primary' : 'default'} loading={busy}>
            {asker ? TEXTS.lockHandOver : TEXTS.lockRelease}
          </Button>
        </Popconfirm>
      }
    />
  );
}
