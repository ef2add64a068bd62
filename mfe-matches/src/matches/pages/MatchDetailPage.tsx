import { chaseView, MATCH_TEXTS } from '@cricket/contracts';
import { PermissionGuard, useWorkspace } from '@cricket/shell-sdk';
import { Button, Col, Flex, Row, Space, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useLocation, useParams } from '@cricket/shell-sdk/router';
import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { PageSpinner } from '../../common/components/PageSpinner';
import { MatchScoringCard } from '../../scoring/components/MatchScoringCard';
import { useScoringView } from '../../scoring/hooks/useScoringView';
import { MATCH_SCREEN_TEXTS } from '../../texts';
import { MatchInformation } from '../components/MatchInformation';
import { MatchNotFound } from '../components/MatchNotFound';
import { MatchStatusBadge } from '../components/MatchStatusBadge';
import { MatchSummary } from '../components/MatchSummary';
import { useLoadedMatch } from '../hooks/useLoadedMatch';
import { useMatchSubscription } from '../hooks/useMatchSubscription';
import { shareMatch } from '../utils/shareMatch';

/** Shown only once a match is completed: fetched then, not with every match page. */
const PlayerOfTheMatchCard = lazy(() => import('../../players/components/PlayerOfTheMatchCard').then((m) => ({ default: m.PlayerOfTheMatchCard })));

/** Match detail (core §2) at /matches/{id} (shared, published view) and /my/matches/{id}. */
export function MatchDetailPage() {
  const { id = '' } = useParams();
  const published = !useLocation().pathname.startsWith('/my/');
  const detail = useLoadedMatch(id, published);
  const scoring = useScoringView(detail.data?.match.id ?? 0, published).data?.state ?? null;
  const { current } = useWorkspace();
  useMatchSubscription(id);

  if (detail.isLoading) return <PageSpinner />;
  if (!detail.data) return <MatchNotFound />;
  const { match } = detail.data;
  // Another workspace's match is read-only here even with edit permission in one's own.
  const ownMatch = current?.id === match.workspaceId;

  return (
    <Page>
      <Flex justify="space-between" align="flex-start" wrap gap={16} style={{ marginBottom: 24 }}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {match.team1Name} vs {match.team2Name}
          </Typography.Title>
          <Space wrap style={{ marginTop: 8 }}>
            <Tag>{match.format.toUpperCase()}</Tag>
            <Tag color={match.tournamentId !== null ? 'gold' : 'cyan'}>{match.tournamentId !== null ? MATCH_TEXTS.tournament : MATCH_TEXTS.friendly}</Tag>
            <MatchStatusBadge status={match.status} />
          </Space>
        </div>
        <Space wrap>
          {ownMatch && (
            <PermissionGuard module="matches" action="edit">
              <LinkButton to={`/my/matches/${match.id}/edit`}>{MATCH_SCREEN_TEXTS.editMatch}</LinkButton>
            </PermissionGuard>
          )}
          <PermissionGuard module="matches" action="view">
            <Button onClick={() => void shareMatch(match.id)}>{MATCH_SCREEN_TEXTS.share}</Button>
          </PermissionGuard>
        </Space>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <MatchSummary {...detail.data} chase={scoring?.current ? chaseView(scoring, scoring.current) : null} />
        </Col>
        <Col xs={24} lg={12}>
          <MatchInformation match={match} />
        </Col>
        {match.status === 'completed' && (
          <Col span={24}>
            <Suspense fallback={null}>
              <PlayerOfTheMatchCard match={match} published={published} ownMatch={ownMatch} />
            </Suspense>
          </Col>
        )}
        <Col span={24}>
          <MatchScoringCard match={match} published={published} ownMatch={ownMatch} />
        </Col>
      </Row>
    </Page>
  );
}
