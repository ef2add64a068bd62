import { SCORING_API_MESSAGES } from '@cricket/contracts';
import { useAuth, usePermissions, useWorkspace } from '@cricket/shell-sdk';
import { Alert, Flex } from 'antd';
import { Navigate, useParams } from '@cricket/shell-sdk/router';
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
import { OfflineCopyBar } from '../components/OfflineCopyBar';
import { ScorerConsole } from '../components/ScorerConsole';
import { ScorerLockBar } from '../components/ScorerLockBar';
import { ScorerLockNotice } from '../components/ScorerLockNotice';
import { StartScoringForm } from '../components/StartScoringForm';
import { readOrCopy, useFreshOfflineCopy, useOfflineMatch } from '../hooks/useOfflineMatch';
import { useScorerLock } from '../hooks/useScorerLock';
import { useScoringView } from '../hooks/useScoringView';

/**
 * The scorer's console (issue #6) at /my/matches/{id}/score and /scoring: a start form, then
 * the prompts the engine asks for, ball by ball. Only members who may edit the match's
 * workspace's matches score; everyone else is sent to the fans' live view. One scorer holds the
 * match (issue 16): another sees the score read-only with the holder's name and may ask for it.
 * The holder may download the match for offline scoring: when the network does not answer, the
 * console opens from that copy (match, scoring view and lock), as held by its scorer, and scores on.
 */
export function ScorerConsolePage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const offline = useOfflineMatch(Number(id), userId);
  const detailQuery = useMatchDetail(id, false);
  const detail = readOrCopy(detailQuery, offline, (copy) => copy.detail);
  const matchId = detail.data?.match.id ?? 0;
  const viewQuery = useScoringView(matchId, false);
  const view = readOrCopy(viewQuery, offline, (copy) => copy.view);
  const { can, isAdmin, isLoading: permissionsLoading } = usePermissions();
  const { current } = useWorkspace();
  const scorer = useScorerLock(matchId, userId, offline);
  useFreshOfflineCopy(offline, { detail: detailQuery.data, view: viewQuery.data, viewUpdatedAt: viewQuery.dataUpdatedAt, lock: scorer.serverLock });
  useMatchSubscription(id);

  // Offline, the copy stands for the permission read: only a scorer who held the match made it.
  if (detail.isLoading || (permissionsLoading && !detail.fromCopy)) return <PageSpinner />;
  const { data: matchDetail } = detail;
  if (!matchDetail) return <MatchNotFound />;
  const { match } = matchDetail;
  if (!detail.fromCopy && (!can('matches', 'edit') || current?.id !== match.workspaceId)) return <Navigate to={`/matches/${match.id}/score`} replace />;
  const closed = match.status === 'completed' || match.status === 'abandoned';
  const ballRecorded = view.data?.events.some((record) => record.event.type === 'delivery') ?? true;
  const { data: scoring } = view;
  const { lock } = scorer;

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
      {view.error ? (
        <Alert type="error" showIcon title={view.error.message} />
      ) : !scoring || !lock ? (
        <PageSpinner />
      ) : !scorer.mine || userId === null ? (
        <Flex vertical gap={16}>
          <ScorerLockNotice lock={lock} me={userId ?? 0} mayTakeOver={isAdmin} busy={scorer.busy} onTake={scorer.take} onAsk={scorer.ask} />
          {scoring.state && <Scoreboard state={scoring.state} />}
          {scoring.state && <Commentary state={scoring.state} />}
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          <ScorerLockBar lock={lock} busy={scorer.busy} onRelease={scorer.release} />
          {scoring.started && <OfflineCopyBar copy={offline.copy} saving={offline.busy} onDownload={() => offline.download({ detail: matchDetail, view: scoring, lock }, true)} />}
          {scoring.started ? (
            <ScorerConsole match={match} view={scoring} loadedAt={view.updatedAt} userId={userId} lock={lock} reportUnsynced={scorer.report} />
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
