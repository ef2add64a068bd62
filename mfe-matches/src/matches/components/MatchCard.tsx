import { DISPLAY_DEFAULTS, formatDate, MATCH_TEXTS, type MatchResponse } from '@cricket/contracts';
import { useWorkspace } from '@cricket/shell-sdk';
import { Card, Space, Tag, Typography } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { MatchStatusBadge } from './MatchStatusBadge';

/** One match in a list: teams, status, when and where; opens the workspace's view, or the published one of another workspace's match. */
export function MatchCard({ match }: { match: MatchResponse }) {
  const { current, isLoading } = useWorkspace();
  const card = (
    <Card hoverable size="small" data-testid="match-card">
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text strong>
            {match.team1Name} vs {match.team2Name}
          </Typography.Text>
          <MatchStatusBadge status={match.status} />
          <Tag>{match.format.toUpperCase()}</Tag>
        </Space>
        <Typography.Text type="secondary">
          {formatDate(match.date)} · {match.time || DISPLAY_DEFAULTS.timeNotSet} ·{' '}
          {match.venue || DISPLAY_DEFAULTS.notSpecified}
        </Typography.Text>
        <Typography.Text type="secondary">{match.tournamentName ?? MATCH_TEXTS.friendly}</Typography.Text>
        {match.result && <Typography.Text>{match.result}</Typography.Text>}
      </Space>
    </Card>
  );
  // Which view opens depends on the workspace: until it is known, the card opens nothing, rather
  // than the published view of one's own match (a list can answer before the workspace does).
  if (isLoading) return card;
  const to = current?.id === match.workspaceId ? `/my/matches/${match.id}` : `/matches/${match.id}`;
  return (
    <Link to={to} aria-label={`${match.team1Name} vs ${match.team2Name}`}>
      {card}
    </Link>
  );
}
