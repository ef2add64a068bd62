import type { MatchResponse, ScorerLockResponse, ScoringStateResponse } from '@cricket/contracts';
import { Alert, Flex } from 'antd';
import { useEffect, useMemo } from 'react';
import { useAfterPaint } from '../hooks/useAfterPaint';
import { useOnline } from '../hooks/useOnline';
import { useScoringConsole } from '../hooks/useScoringConsole';
import { divergence } from '../utils/scoringQueue';
import { AnotherBallButton, NextInputPrompt } from './NextInputPrompt';
import { Scoreboard } from './Scoreboard';
import type { PromptProps } from './promptProps';
import { ScoringCalls, type ScoringCallsProps } from './ScoringCalls';
import { ScoringConflict } from './ScoringConflict';
import { SyncBanner } from './SyncBanner';

interface ScorerConsoleProps {
  match: MatchResponse;
  view: ScoringStateResponse;
  loadedAt: number;
  userId: number;
  lock: ScorerLockResponse;
  /** Tells the server how many taps this device holds unsynced. */
  reportUnsynced: (unsynced: number) => void;
}

/** The started match's console: where its balls are, the scoreboard, the prompt for what comes next and the calls. */
export function ScorerConsole({ match, view, loadedAt, userId, lock, reportUnsynced }: ScorerConsoleProps) {
  const scorer = useScoringConsole(view, loadedAt, userId);
  const { state, events, snapshot, blocked } = scorer;
  const online = useOnline();
  // A tap shows on the scoreboard at once; what follows from it (the banner's count, the next
  // prompt, the calls) renders once that has painted, so a phone keeps up with every ball.
  const shown = useMemo(() => ({ state, events, snapshot }), [state, events, snapshot]);
  const settled = useAfterPaint(shown);
  // Taps held by a conflict wait for the scorer, so the server hears of them and refuses a take-over
  // meanwhile; taps on their way are not told (they sync within seconds), and a count told before is
  // cleared once they have.
  const unsynced = snapshot.pending.length;
  const held = snapshot.conflict !== null;
  useEffect(() => {
    if (!online) return;
    if (held && lock.unsynced === 0) reportUnsynced(unsynced);
    else if (!held && unsynced === 0 && lock.unsynced > 0) reportUnsynced(0);
  }, [online, held, unsynced, lock.unsynced, reportUnsynced]);
  if (!state || !view.setup) return null;
  const parted = divergence(snapshot);
  // A match its scoring completed (the service completes it on the deciding ball) may still be undone.
  const open = match.status === 'upcoming' || match.status === 'live' || state.completed;

  return (
    <Flex vertical gap={12}>
      {parted ? (
        <ScoringConflict setup={view.setup} parted={parted} unsynced={unsynced} onDiscard={scorer.discard} />
      ) : (
        <SyncBanner snapshot={settled.snapshot} online={online} />
      )}
      {scorer.notice && (
        <Alert key={scorer.notice} type="error" showIcon title={scorer.notice} closable={{ onClose: scorer.dismissNotice }} data-testid="scoring-notice" />
      )}
      <Scoreboard state={state} />
      {open && settled.state && (
        <AfterTheBall
          match={match}
          setup={view.setup}
          state={settled.state}
          events={settled.events}
          disabled={blocked}
          record={scorer.record}
          refused={scorer.refused}
          correct={scorer.correct}
          undo={scorer.undo}
        />
      )}
    </Flex>
  );
}

type AfterTheBallProps = PromptProps & Pick<ScoringCallsProps, 'refused' | 'correct' | 'undo'>;

/** What the scorer taps next: another ball's call, the prompt for what the engine needs, and the calls. */
function AfterTheBall({ match, correct, undo, ...prompt }: AfterTheBallProps) {
  return (
    <>
      <AnotherBallButton {...prompt} />
      <NextInputPrompt match={match} {...prompt} />
      <ScoringCalls {...prompt} correct={correct} undo={undo} />
    </>
  );
}
