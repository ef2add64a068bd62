import { DISPLAY_DEFAULTS, formatMatchDate, tournamentCountdown, tournamentMatchesCount, tournamentVenuesCount, type TournamentResponse } from '@cricket/contracts';
import { Descriptions } from 'antd';
import { todayIso } from '../../common/utils/dates';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';

/** The overview tab: format, organiser, dates with the countdown, counts, venues and description. */
export function TournamentOverview({ tournament }: { tournament: TournamentResponse }) {
  const date = (value: string | null) => (value ? formatMatchDate(value) : DISPLAY_DEFAULTS.dateNotSet);
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.format}>{tournament.format.toUpperCase()}</Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.organiser}>{tournament.workspaceName}</Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.startDate}>
        {date(tournament.startDate)} ({tournamentCountdown(tournament.startDate, todayIso())})
      </Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.endDate}>{date(tournament.endDate)}</Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.deadline}>{date(tournament.registrationDeadline)}</Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.teams}>
        {tournament.teamsCount}/{tournament.maxTeams}
      </Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.matches}>{tournamentMatchesCount(tournament)}</Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.venues}>
        {tournament.venueNames.length ? tournament.venueNames.join(', ') : tournamentVenuesCount(tournament)}
      </Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.description} span={2}>
        {tournament.description || DISPLAY_DEFAULTS.notSpecified}
      </Descriptions.Item>
    </Descriptions>
  );
}
