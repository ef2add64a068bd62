import {
  formatMatchDate,
  TOURNAMENT_STATUS_LABELS,
  TOURNAMENT_TEXTS,
  tournamentCountdown,
  tournamentMatchesCount,
  tournamentVenuesCount,
  type TournamentResponse,
} from '@cricket/contracts';
import { Card, Flex, Statistic, Tag, Typography } from 'antd';
import { LinkButton } from '../../common/components/LinkButton';
import { todayIso } from '../../common/utils/dates';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';

const STATUS_COLORS = { registration_open: 'green', ongoing: 'blue', completed: 'default' } as const;

/** A tournament card of core §2: countdown, counts with the §9 fallbacks, 'View Tournament'. */
export function TournamentCard({ tournament }: { tournament: TournamentResponse }) {
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
          <Tag color={STATUS_COLORS[tournament.status]}>{TOURNAMENT_STATUS_LABELS[tournament.status]}</Tag>
        </Flex>
        <Typography.Text type="secondary">{tournament.workspaceName}</Typography.Text>
        <Flex gap={8} wrap>
          <Tag>{tournament.format.toUpperCase()}</Tag>
          <Typography.Text>{formatMatchDate(tournament.startDate)}</Typography.Text>
          <Typography.Text strong data-testid="tournament-countdown">
            {tournamentCountdown(tournament.startDate, todayIso())}
          </Typography.Text>
        </Flex>
        <Flex justify="space-between">
          <Statistic title={TOURNAMENT_SCREEN_TEXTS.teams} value={`${tournament.teamsCount}/${tournament.maxTeams}`} />
          <Statistic title={TOURNAMENT_SCREEN_TEXTS.matches} value={tournamentMatchesCount(tournament)} />
          <Statistic title={TOURNAMENT_SCREEN_TEXTS.venues} value={tournamentVenuesCount(tournament)} />
        </Flex>
      </Flex>
    </Card>
  );
}
