import { matchHeadline, type HeadlineChase, type MatchDetailResponse } from '@cricket/contracts';
import { Card, Descriptions, Typography } from 'antd';
import { MATCH_SCREEN_TEXTS } from '../../texts';

function scoreLine(score: number, wickets: number, overs: string) {
  return `${score}/${wickets} (${overs} ov)`;
}

/** The headline takes the chase from ball-by-ball scoring when there is one: it knows revised overs and targets. */
export function MatchSummary({ match, score, chase }: MatchDetailResponse & { chase: HeadlineChase | null }) {
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
