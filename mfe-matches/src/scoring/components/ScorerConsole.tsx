import type { MatchResponse, ScoringStateResponse } from '@cricket/contracts';
import { LoadingOutlined } from '@ant-design/icons';
import { Alert, Flex, Tag } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { useScoringConsole } from '../hooks/useScoringConsole';
import type { ScoringQueueSnapshot } from '../utils/scoringQueue';
import { NextInputPrompt } from './NextInputPrompt';
import { Scoreboard } from './Scoreboard';
import { ScoringCalls } from './ScoringCalls';

/** Taps on their way to the server, a resend after a network failure, or the reload after a refusal. */
function QueueStatus({ snapshot }: { snapshot: ScoringQueueSnapshot }) {
  if (snapshot.reloading) return <Tag icon={<LoadingOutlined />} color="orange" data-testid="pending">{TEXTS.reloading}</Tag>;
  if (snapshot.pending.length === 0) return <span />;
  return (
    <Tag icon={<LoadingOutlined />} color={snapshot.retrying ? 'orange' : 'blue'} data-testid="pending">
      {TEXTS.saving(snapshot.pending.length)}
    </Tag>
  );
}

/** The started match's console: the queue's state, the scoreboard, the prompt for what comes next and the calls. */
export function ScorerConsole({ match, view, loadedAt }: { match: MatchResponse; view: ScoringStateResponse; loadedAt: number }) {
  const scorer = useScoringConsole(view, loadedAt);
  const { state, events, snapshot } = scorer;
  if (!state || !view.setup) return null;
  // A match its scoring completed (the service completes it on the deciding ball) may still be undone.
  const open = match.status === 'upcoming' || match.status === 'live' || state.completed;

  return (
    <Flex vertical gap={12}>
      <QueueStatus snapshot={snapshot} />
      {scorer.notice && (
        <Alert key={scorer.notice} type="error" showIcon title={scorer.notice} closable={{ onClose: scorer.dismissNotice }} data-testid="scoring-notice" />
      )}
      <Scoreboard state={state} />
      {open && (
        <>
          <NextInputPrompt match={match} setup={view.setup} state={state} events={events} disabled={snapshot.reloading} record={scorer.record} />
          <ScoringCalls setup={view.setup} state={state} events={events} disabled={snapshot.reloading} record={scorer.record} correct={scorer.correct} undo={scorer.undo} />
        </>
      )}
    </Flex>
  );
}
