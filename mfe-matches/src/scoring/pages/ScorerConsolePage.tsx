import { SCORING_API_MESSAGES } from '@cricket/contracts';
import { useAuth, usePermissions, useWorkspace } from '@cricket/shell-sdk';
import { Alert, Flex } from 'antd';
import { Navigate, useParams } from 'react-router-dom';
import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { PageHeader } from '../../common/components/PageHeader';
import { PageSpinner } from '../../common/components/PageSpinner';
import { MatchNotFound } from '../../matches/components/MatchNotFound';
import { useMatchDetail } from '../../matches/hooks/useMatchQueries';
import { useMatchSubscription } from '../../matches/hooks/useMatchSubscription';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { Commentary } from '../components/Commentary';
import { ResetToUpcomingButton } from '../components/ResetToUpcomingButton';
import { Scoreboard } from '../components/Scoreboard';
import { ScorerConsole } from '../components/ScorerConsole';
import { ScorerLockBar } from '../components/ScorerLockBar';
import { ScorerLockNotice } from '../components/ScorerLockNotice';
import { StartScoringForm } from '../components/StartScoringForm';
import { useScorerLock } from '../hooks/useScorerLock';
import { useScoringView } from '../hooks/useScoringView';

/**
 * The scorer's console (issue #6) at /my/matches/{id}/score and /scoring: a start form, then
 * the prompts the engine asks for, ball by ball. Only members who may edit the match's
 * workspace's matches score; everyone else is sent to the fans' live view. One scorer holds the
 * match (issue 16): another sees the score read-only with the holder's name and may ask for it.
 */
export function ScorerConsolePage() {
  const { id = '' } = useParams();
  const detail = useMatchDetail(id, false);
  const matchId = detail.data?.match.id ?? 0;
  const view = useScoringView(matchId, false);
  const { can, isAdmin, isLoading: permissionsLoading } = usePermissions();
  const { current } = useWorkspace();
  const { user } = useAuth();
  const scorer = useScorerLock(matchId, user?.id ?? null);
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
            <LinkButton to={`/matches/${match.id}/score`}>{TEXTS.watchLive}</LinkButton>
            <LinkButton to={`/my/matches/${match.id}`}>{TEXTS.backToMatch}</LinkButton>
            {match.status !== 'upcoming' && !ballRecorded && <ResetToUpcomingButton matchId={match.id} />}
          </>
        }
      />
      {view.isError ? (
        <Alert type="error" showIcon title={view.error.message} />
      ) : !view.data || !scorer.lock ? (
        <PageSpinner />
      ) : !scorer.mine ? (
        <Flex vertical gap={16}>
          <ScorerLockNotice lock={scorer.lock} me={user?.id ?? 0} mayTakeOver={isAdmin} busy={scorer.busy} onTake={scorer.take} onAsk={scorer.ask} />
          {view.data.state && <Scoreboard state={view.data.state} />}
          {view.data.state && <Commentary state={view.data.state} />}
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          <ScorerLockBar lock={scorer.lock} busy={scorer.busy} onRelease={scorer.release} />
          {view.data.started ? (
            <ScorerConsole match={match} view={view.data} loadedAt={view.dataUpdatedAt} />
          ) : closed ? (
            <Alert type="info" showIcon title={SCORING_API_MESSAGES.closed} />
          ) : (
            <StartScoringForm match={match} />
          )}
        </Flex>
      )}
    </Page>
  );
}
