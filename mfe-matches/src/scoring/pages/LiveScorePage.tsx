import { Alert, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useParams } from '@cricket/shell-sdk/router';
import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { PageHeader } from '../../common/components/PageHeader';
import { PageSpinner } from '../../common/components/PageSpinner';
import { MatchNotFound } from '../../matches/components/MatchNotFound';
import { useLoadedMatch } from '../../matches/hooks/useLoadedMatch';
import { useMatchSubscription } from '../../matches/hooks/useMatchSubscription';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { Commentary } from '../components/Commentary';
import { Scoreboard } from '../components/Scoreboard';
import { WinProbability } from '../components/WinProbability';
import { useScoringView } from '../hooks/useScoringView';
import { NotifyMeButton } from '../notifications/NotifyMeButton';
import { useMatchAlerts } from '../notifications/useMatchAlerts';
import { liveHeadline } from '../utils/headline';

// The scorecards (antd's table and tabs, the charts) stand below the score a phone shows first:
// fetched as the page renders, they no longer hold back its first paint.
const Scorecards = lazy(() => import('../components/Scorecards').then((m) => ({ default: m.Scorecards })));

/**
 * The fans' live view at /matches/{id}/score and /scoring: headline, scoreboard, this over,
 * win probability, ball-by-ball commentary, charts and every innings' scorecard, kept current by
 * the match's socket messages (each invalidates the cached reads; the page refetches without a reload),
 * and, for a watcher who opts in, a notification at each wicket, milestone, innings end and the result.
 */
export function LiveScorePage() {
  const { id = '' } = useParams();
  const detail = useLoadedMatch(id, true);
  const matchId = detail.data?.match.id ?? 0;
  const view = useScoringView(matchId, true);
  useMatchSubscription(id);
  const alerts = useMatchAlerts(matchId, view.data?.state ?? null);

  if (detail.isLoading) return <PageSpinner />;
  if (!detail.data) return <MatchNotFound />;
  const { match } = detail.data;
  const state = view.data?.state ?? null;

  return (
    <Page>
      <PageHeader
        title={`${match.team1Name} vs ${match.team2Name}`}
        subtitle={TEXTS.liveTitle}
        actions={<LinkButton to={`/matches/${match.id}`}>{TEXTS.backToMatch}</LinkButton>}
      />
      {view.isLoading ? (
        <PageSpinner />
      ) : view.isError ? (
        <Alert type="error" showIcon title={view.error.message} />
      ) : (
        <Flex vertical gap={16}>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="live-headline">
            {state ? liveHeadline(state) : (match.result ?? TEXTS.notStarted)}
          </Typography.Title>
          {!state?.completed && <NotifyMeButton alerts={alerts} />}
          {state && (
            <Row gutter={[16, 16]}>
              <Col xs={24} md={14}>
                <Scoreboard state={state} />
              </Col>
              <Col xs={24} md={10}>
                <WinProbability state={state} probability={view.data?.summary?.winProbability ?? null} />
              </Col>
            </Row>
          )}
          {state && <Commentary state={state} />}
          {view.data && (
            <Suspense fallback={<Skeleton active />}>
              <Scorecards view={view.data} />
            </Suspense>
          )}
        </Flex>
      )}
    </Page>
  );
}
