import { DISPLAY_DEFAULTS, formatDate, MATCH_TEXTS, type MatchDetailResponse } from '@cricket/contracts';
import { Card, Descriptions, Space } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { MATCH_SCREEN_TEXTS } from '../../texts';

/** When, where and how the match is played, its teams and its tournament. */
export function MatchInformation({ match }: Pick<MatchDetailResponse, 'match'>) {
  return (
    <Card title={MATCH_SCREEN_TEXTS.information}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Date">{formatDate(match.date)}</Descriptions.Item>
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
