import {
  formatDate,
  isTournamentMatchesCountEstimated,
  TOURNAMENT_STATUS_LABELS,
  TOURNAMENT_TEXTS,
  tournamentCountdown,
  tournamentMatchesCount,
  tournamentVenuesCount,
  utcToday,
  type TournamentResponse,
} from '@cricket/contracts';
import { Card, Flex, Statistic, Tag, Tooltip, Typography } from 'antd';
import { LinkButton } from '../../common/components/LinkButton';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { asOfToday } from '../utils/tournamentStatus';

const STATUS_COLORS = { registration_open: 'green', ongoing: 'blue', completed: 'default' } as const;

/** A tournament card of core §2: countdown, counts with the §9 fallbacks, 'View Tournament'. */
export function TournamentCard({ tournament }: { tournament: TournamentResponse }) {
  const { status } = asOfToday(tournament);
  // The §9 fallback is kept, but marked, so that it is not read as matches that exist.
  const estimated = isTournamentMatchesCountEstimated(tournament);
  return (
    <Card
      data-testid="tournament-card"
      cover={tournament.coverImage ? <img alt={tournament.name} src={tournament.coverImage} style={{ height: 140, objectFit: 'cover' }} /> : undefined}
      actions={[
        <LinkButton key="view" to={`/tournaments/${tournament.id}`} type="link">
          {TOURNAMENT_TEXTS.viewButton}
        </LinkButton>,
      ]}
    >
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {tournament.name}
          </Typography.Title>
          <Tag color={STATUS_COLORS[status]} data-testid="tournament-status">
            {TOURNAMENT_STATUS_LABELS[status]}
          </Tag>
        </Flex>
        <Typography.Text type="secondary">{tournament.workspaceName}</Typography.Text>
        <Flex gap={8} wrap>
          <Tag>{tournament.format.toUpperCase()}</Tag>
          <Typography.Text>{formatDate(tournament.startDate)}</Typography.Text>
          <Typography.Text strong data-testid="tournament-countdown">
            {tournamentCountdown(tournament.startDate, utcToday())}
          </Typography.Text>
        </Flex>
        <Flex justify="space-between">
          <Statistic title={TOURNAMENT_SCREEN_TEXTS.teams} value={`${tournament.teamsCount}/${tournament.maxTeams}`} />
          <Statistic
            title={TOURNAMENT_SCREEN_TEXTS.matches}
            value={tournamentMatchesCount(tournament)}
            suffix={
              estimated ? (
                <Tooltip title={TOURNAMENT_SCREEN_TEXTS.matchesEstimatedHint}>
                  <Typography.Text type="secondary" aria-label={TOURNAMENT_SCREEN_TEXTS.matchesEstimatedHint}>
                    {TOURNAMENT_SCREEN_TEXTS.matchesEstimated}
                  </Typography.Text>
                </Tooltip>
              ) : undefined
            }
          />
          <Statistic title={TOURNAMENT_SCREEN_TEXTS.venues} value={tournamentVenuesCount(tournament)} />
        </Flex>
      </Flex>
    </Card>
  );
}
