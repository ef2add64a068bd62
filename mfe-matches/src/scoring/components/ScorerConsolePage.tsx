import { SCORING_API_MESSAGES, type MatchResponse, type ScoringStateResponse } from '@cricket/contracts';
import { errorMessage, toastError, toastSuccess, usePermissions, useWorkspace } from '@cricket/shell-sdk';
import { LoadingOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Popconfirm, Tag } from 'antd';
import { Link, Navigate, useParams } from 'react-router-dom';
import { Page } from '../../common/Page';
import { PageHeader } from '../../common/PageHeader';
import { PageSpinner } from '../../common/RequireAuth';
import { useMatchDetail } from '../../matches/api';
import { MatchNotFound } from '../../matches/components/MatchNotFound';
import { useMatchSubscription } from '../../matches/useMatchSubscription';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { useResetToUpcoming, useScoringView } from '../api';
import type { ScoringQueueSnapshot } from '../scoringQueue';
import { useScoringConsole } from '../useScoringConsole';
import { NextInputPrompt } from './NextInputPrompt';
import { Scoreboard } from './Scoreboard';
import { ScoringCalls } from './ScoringCalls';
import { StartScoringForm } from './StartScoringForm';

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

function ScorerConsole({ match, view, loadedAt }: { match: MatchResponse; view: ScoringStateResponse; loadedAt: number }) {
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

/** A match started by mistake, or that cannot be played as set up, goes back to upcoming while no ball is recorded. */
function ResetToUpcomingButton({ matchId }: { matchId: number }) {
  const reset = useResetToUpcoming(matchId);
  const click = () =>
    reset.mutate(undefined, {
      onSuccess: () => toastSuccess(TEXTS.resetTitle, TEXTS.resetDone),
      onError: (error) => toastError(TEXTS.resetFailedTitle, errorMessage(error, TEXTS.resetFailedTitle)),
    });
  return (
    <Popconfirm title={TEXTS.resetQuestion} okText={TEXTS.resetButton} onConfirm={click}>
      <Button loading={reset.isPending}>{TEXTS.resetButton}</Button>
    </Popconfirm>
  );
}

/**
 * The scorer's console (issue #6) at /my/matches/{id}/score and /scoring: a start form, then
 * the prompts the engine asks for, ball by ball. Only members who may edit the match's
 * workspace's matches score; everyone else is sent to the fans' live view.
 */
export function ScorerConsolePage() {
  const { id = '' } = useParams();
  const detail = useMatchDetail(id, false);
  const matchId = detail.data?.match.id ?? 0;
  const view = useScoringView(matchId, false);
  const { can, isLoading: permissionsLoading } = usePermissions();
  const { current } = useWorkspace();
  useMatchSubscription(detail.data ? matchId : null);

  if (detail.isLoading || permissionsLoading) return <PageSpinner />;
  if (!detail.data) return <MatchNotFound />;
  const { match } = detail.data;
  if (!can('matches', 'edit') || current?.id !== match.workspaceId) return <Navigate to={`/matches/${match.id}/score`} replace />;
  const closed = match.status === 'completed' || match.status === 'abandoned';
  const ballRecorded = view.data?.events.some((record) => record.event.type === 'delivery') ?? true;

  return (
    <Page narrow>
      <PageHeader
        title={`${match.team1Name} vs ${match.team2Name}`}
        subtitle={TEXTS.consoleTitle}
        actions={
          <>
            <Link to={`/matches/${match.id}/score`}>
              <Button>{TEXTS.watchLive}</Button>
            </Link>
            <Link to={`/my/matches/${match.id}`}>
              <Button>{TEXTS.backToMatch}</Button>
            </Link>
            {match.status !== 'upcoming' && !ballRecorded && <ResetToUpcomingButton matchId={match.id} />}
          </>
        }
      />
      {view.isError ? (
        <Alert type="error" showIcon title={view.error.message} />
      ) : !view.data ? (
        <PageSpinner />
      ) : view.data.started ? (
        <ScorerConsole match={match} view={view.data} loadedAt={view.dataUpdatedAt} />
      ) : closed ? (
        <Alert type="info" showIcon title={SCORING_API_MESSAGES.closed} />
      ) : (
        <StartScoringForm match={match} />
      )}
    </Page>
  );
}
