import type { MatchState, ScoringStateResponse } from '@cricket/contracts';
import { Alert, Button, Card, Col, Flex, Progress, Row, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../common/Page';
import { PageHeader } from '../../common/PageHeader';
import { PageSpinner } from '../../common/RequireAuth';
import { useLoadedMatch } from '../../matches/useLoadedMatch';
import { MatchNotFound } from '../../matches/components/MatchNotFound';
import { useMatchSubscription } from '../../matches/useMatchSubscription';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { useScoringView } from '../api';
import { liveHeadline } from '../headline';
import { Commentary } from './Commentary';
import { InningsCard } from './InningsCard';
import { ManhattanChart, WormChart } from './OverCharts';
import { Scoreboard } from './Scoreboard';

/** The chasing side's chance, from the engine's model; shown during a limited-overs chase and after it. */
function WinProbability({ state, probability }: { state: MatchState; probability: NonNullable<ScoringStateResponse['summary']>['winProbability'] }) {
  if (!probability) return null;
  const team = state.teams[probability.team].name;
  const percent = Math.round(probability.probability * 100);
  return (
    <Card size="small" data-testid="win-probability">
      <Typography.Text>{TEXTS.winProbability(team)}</Typography.Text>
      <Progress percent={percent} format={() => `${percent}%`} />
    </Card>
  );
}

function Scorecards({ view }: { view: ScoringStateResponse }) {
  const innings = view.scorecard.innings;
  // The tab a fan picked, until a new innings starts: then its card opens.
  const [picked, setPicked] = useState<{ key: string; inningsCount: number } | null>(null);
  if (innings.length === 0) return null;
  const latest = String(innings[innings.length - 1].number);
  const activeKey = picked?.inningsCount === innings.length ? picked.key : latest;
  const main = innings.filter((one) => !one.superOver);
  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <WormChart innings={main} />
          </Col>
          <Col xs={24} md={12}>
            <ManhattanChart innings={main} />
          </Col>
        </Row>
      </Card>
      <Card size="small" title={TEXTS.scorecard}>
        <Tabs
          activeKey={activeKey}
          onChange={(key) => setPicked({ key, inningsCount: innings.length })}
          items={innings.map((one) => ({
            key: String(one.number),
            label: TEXTS.inningsLabel(one.team, one.number, one.superOver),
            children: <InningsCard innings={one} />,
          }))}
        />
      </Card>
    </Flex>
  );
}

/**
 * The fans' live view at /matches/{id}/score and /scoring: headline, scoreboard, this over,
 * win probability, ball-by-ball commentary, charts and every innings' scorecard, kept current by
 * the match's socket messages (each invalidates the cached reads; the page refetches without a reload).
 */
export function LiveScorePage() {
  const { id = '' } = useParams();
  const detail = useLoadedMatch(id, true);
  const matchId = detail.data?.match.id ?? 0;
  const view = useScoringView(matchId, true);
  useMatchSubscription(detail.data ? matchId : null);


  if (detail.isLoading) return <PageSpinner />;
  if (!detail.data) return <MatchNotFound />;
  const { match } = detail.data;
  const state = view.data?.state ?? null;

  return (
    <Page>
      <PageHeader
        title={`${match.team1Name} vs ${match.team2Name}`}
        subtitle={TEXTS.liveTitle}
        actions={
          <Link to={`/matches/${match.id}`}>
            <Button>{TEXTS.backToMatch}</Button>
          </Link>
        }
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
          {view.data && <Scorecards view={view.data} />}
        </Flex>
      )}
    </Page>
  );
}
