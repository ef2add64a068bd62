import { DISPLAY_DEFAULTS, formatDate, tournamentCountdown, tournamentVenuesCount, utcToday, type TournamentResponse } from '@cricket/contracts';
import { Descriptions } from 'antd';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';

/** The overview tab: format, organiser, dates with the countdown, counts, venues and description. */
export function TournamentOverview({ tournament }: { tournament: TournamentResponse }) {
  return (
    <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.format}>{tournament.format.toUpperCase()}</Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.organiser}>{tournament.workspaceName}</Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.startDate}>
        {formatDate(tournament.startDate)} ({tournamentCountdown(tournament.startDate, utcToday())})
      </Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.endDate}>{formatDate(tournament.endDate)}</Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.deadline}>{formatDate(tournament.registrationDeadline)}</Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.teams}>
        {tournament.teamsCount}/{tournament.maxTeams}
      </Descriptions.Item>
      {/* The card's §9 fallback is an estimate; the overview says plainly that nothing is scheduled yet. */}
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.matches}>{tournament.matchesCount ?? TOURNAMENT_SCREEN_TEXTS.noFixtures}</Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.venues}>
        {tournament.venueNames.length ? tournament.venueNames.join(', ') : tournamentVenuesCount(tournament)}
      </Descriptions.Item>
      <Descriptions.Item label={TOURNAMENT_SCREEN_TEXTS.description} span={2}>
        {tournament.description || DISPLAY_DEFAULTS.notSpecified}
      </Descriptions.Item>
    </Descriptions>
  );
}
