import { chaseView, DISPLAY_DEFAULTS, formatMatchDate, MATCH_TEXTS, matchHeadline, type HeadlineChase, type MatchDetailResponse } from '@cricket/contracts';
import { PermissionGuard, toastError, toastSuccess, useWorkspace } from '@cricket/shell-sdk';
import { Button, Card, Col, Descriptions, Flex, Row, Space, Tag, Typography } from 'antd';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Page } from '../../common/Page';
import { PageSpinner } from '../../common/RequireAuth';
import { MATCH_SCREEN_TEXTS } from '../../texts';
import { useLoadedMatch } from '../useLoadedMatch';
import { useScoringView } from '../../scoring/api';
import { MatchScoringCard } from '../../scoring/components/MatchScoringCard';
import { useMatchSubscription } from '../useMatchSubscription';
import { MatchNotFound } from './MatchNotFound';
import { MatchStatusBadge } from './MatchStatusBadge';

/** Copies the shareable /matches/{id} link (core §8: 'Link Copied'). */
async function shareMatch(id: number) {
  try {
    await navigator.clipboard.writeText(`${window.location.origin}/matches/${id}`);
    toastSuccess(MATCH_TEXTS.linkCopiedTitle, MATCH_TEXTS.linkCopied);
  } catch {
    toastError(MATCH_SCREEN_TEXTS.copyFailedTitle, MATCH_TEXTS.linkCopyFailed);
  }
}

function scoreLine(score: number, wickets: number, overs: string) {
  return `${score}/${wickets} (${overs} ov)`;
}

/** The headline takes the chase from ball-by-ball scoring when there is one: it knows revised overs and targets. */
function MatchSummary({ match, score, chase }: MatchDetailResponse & { chase: HeadlineChase | null }) {
  const toss = match.tossComplete && match.tossWinner !== null
    ? `${match.tossWinner === match.team1Id ? match.team1Name : match.team2Name} won the toss and chose to ${match.tossDecision}`
    : null;
  return (
    <Card title={MATCH_SCREEN_TEXTS.summary}>
      <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="match-headline">
        {matchHeadline(match, score, chase)}
      </Typography.Title>
      <Descriptions column={1} size="small">
        {score && <Descriptions.Item label={match.team1Name}>{scoreLine(score.team1Score, score.team1Wickets, score.team1Overs)}</Descriptions.Item>}
        {score && <Descriptions.Item label={match.team2Name}>{scoreLine(score.team2Score, score.team2Wickets, score.team2Overs)}</Descriptions.Item>}
        {toss && <Descriptions.Item label={MATCH_SCREEN_TEXTS.toss}>{toss}</Descriptions.Item>}
        {match.result && <Descriptions.Item label={MATCH_SCREEN_TEXTS.result}>{match.result}</Descriptions.Item>}
      </Descriptions>
    </Card>
  );
}

function MatchInformation({ match }: Pick<MatchDetailResponse, 'match'>) {
  return (
    <Card title={MATCH_SCREEN_TEXTS.information}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Date">{match.date ? formatMatchDate(match.date) : DISPLAY_DEFAULTS.dateNotSet}</Descriptions.Item>
        <Descriptions.Item label="Time">{match.time || DISPLAY_DEFAULTS.timeNotSet}</Descriptions.Item>
        <Descriptions.Item label="Venue">{match.venue || DISPLAY_DEFAULTS.notSpecified}</Descriptions.Item>
        <Descriptions.Item label="Format">{match.format.toUpperCase()}</Descriptions.Item>
        <Descriptions.Item label="Overs">{match.overs ?? DISPLAY_DEFAULTS.notSpecified}</Descriptions.Item>
        <Descriptions.Item label="Teams">
          <Space>
            <Link to={`/teams/${match.team1Id}`}>{match.team1Name}</Link>
            <span>vs</span>
            <Link to={`/teams/${match.team2Id}`}>{match.team2Name}</Link>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="Tournament">
          {match.tournamentId !== null ? (
            <Link to={`/tournaments/${match.tournamentId}`}>{match.tournamentName ?? MATCH_SCREEN_TEXTS.viewTournament}</Link>
          ) : (
            MATCH_TEXTS.friendly
          )}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** Match detail (core §2) at /matches/{id} (shared, published view) and /my/matches/{id}. */
export function MatchDetailPage() {
  const { id = '' } = useParams();
  const published = !useLocation().pathname.startsWith('/my/');
  const detail = useLoadedMatch(id, published);
  const scoring = useScoringView(detail.data?.match.id ?? 0, published).data?.state ?? null;
  const { current } = useWorkspace();
  useMatchSubscription(detail.data?.match.id ?? null);

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
              <Link to={`/my/matches/${match.id}/edit`}>
                <Button>{MATCH_SCREEN_TEXTS.editMatch}</Button>
              </Link>
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
        <Col span={24}>
          <MatchScoringCard match={match} published={published} ownMatch={ownMatch} />
        </Col>
      </Row>
    </Page>
  );
}
