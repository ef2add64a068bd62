import type { ScorerLockResponse } from '@cricket/contracts';
import { Alert, Button, Flex, Popconfirm } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';

export interface ScorerLockNoticeProps {
  lock: ScorerLockResponse;
  me: number;
  /** A workspace admin may take the match over. */
  mayTakeOver: boolean;
  busy: boolean;
  onTake: (takeOver: boolean) => void;
  onAsk: () => void;
}

/** What another scorer sees: who holds the match, and asking for it (or taking it over, as an admin). */
export function ScorerLockNotice({ lock, me, mayTakeOver, busy, onTake, onAsk }: ScorerLockNoticeProps) {
  const holder = lock.holder;
  if (!holder) {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="scorer-lock"
        title={TEXTS.lockFree}
        action={
          <Button size="small" type="primary" loading={busy} onClick={() => onTake(false)}>
            {TEXTS.lockScore}
          </Button>
        }
      />
    );
  }
  const asked = lock.requestedBy?.id === me;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="scorer-lock"
      title={TEXTS.lockHeldBy(holder.name)}
      description={asked ? TEXTS.lockAsked : TEXTS.lockReadOnly}
      action={
        <Flex gap={8} wrap>
          <Button size="small" loading={busy} disabled={asked} onClick={onAsk}>
            {TEXTS.lockAsk}
          </Button>
          {mayTakeOver && (
            <Popconfirm title={TEXTS.lockTakeOverQuestion(holder.name)} okText={TEXTS.lockTakeOver} onConfirm={() => onTake(true)}>
              <Button size="small" danger loading={busy}>
                {TEXTS.lockTakeOver}
              </Button>
            </Popconfirm>
          )}
        </Flex>
      }
    />
  );
}
