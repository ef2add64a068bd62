import { Card, Col, Row, Statistic, Tag } from 'antd';
import type { ReactNode } from 'react';
import {
  dataPointsProcessedDaily,
  FEATURE_UPDATES_PER_YEAR,
  formatCount,
  formatOneDecimal,
  formatTwoDecimals,
} from '@cricket/contracts';
import { usePlatformStatistics } from '../statistics';

interface Figure {
  label: string;
  value: string;
}

function FigureCard({ title, figures, extra }: { title: string; figures: Figure[]; extra?: ReactNode }) {
  return (
    <Card title={title} extra={extra} style={{ height: '100%' }}>
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col key={f.label} xs={12} md={8} lg={12} xl={8}>
            <Statistic title={f.label} value={f.value} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

/** Platform Statistics of booking spec §2, from GET /api/statistics (zeros on failure). */
export function StatisticsSection() {
  const { statistics: s, isLoading } = usePlatformStatistics();
  const { userStats: u, matchStats: m, technicalStats: t, cricketStats: c, diaryStats: d } = s;
  const { battingPerformance: bat, bowlingPerformance: bowl, fieldingPerformance: field, awards } = d;
  const live = <Tag color={m.live > 0 ? 'red' : 'default'}>{m.live > 0 ? 'Live now' : 'No live matches'}</Tag>;

  const cards: { title: string; figures: Figure[]; extra?: ReactNode }[] = [
    {
      title: 'User Engagement',
      figures: [
        { label: 'Registered Users', value: formatCount(u.total) },
        { label: 'Teams', value: formatCount(s.teamCount) },
        { label: 'Tournaments', value: formatCount(s.tournamentCount) },
        { label: 'Matches', value: formatCount(m.total) },
        { label: 'Diary Entries', value: formatCount(d.totalEntries) },
        { label: 'Training Hours', value: formatCount(d.totalTrainingHours) },
      ],
    },
    {
      title: 'User Breakdown',
      figures: [
        { label: 'Players', value: formatCount(u.players) },
        { label: 'Coaches', value: formatCount(u.coaches) },
        { label: 'Team Managers', value: formatCount(u.team_managers) },
        { label: 'Umpires', value: formatCount(u.umpires) },
        { label: 'Admins', value: formatCount(u.admins) },
        { label: 'Fans and General Users', value: formatCount(u.general) },
      ],
    },
    {
      title: 'Live Match Activity',
      extra: live,
      figures: [
        { label: 'Live Matches', value: formatCount(m.live) },
        { label: 'Total Matches', value: formatCount(m.total) },
        { label: 'Peak Concurrent Live Matches', value: formatCount(t.peakConcurrentLiveMatches) },
      ],
    },
    {
      title: 'System Performance',
      figures: [
        { label: 'System Uptime', value: `${formatOneDecimal(t.systemUptimePercentage)}%` },
        { label: 'Avg Scoring Updates per Minute', value: formatOneDecimal(t.avgScoringUpdatesPerMinute) },
        { label: 'Win Probability Calculations per Match', value: formatCount(t.winProbabilityCalculationsPerMatch) },
      ],
    },
    {
      title: 'Cricket Statistics',
      figures: [
        { label: 'Players', value: formatCount(c.totalPlayers) },
        { label: 'Overs Bowled', value: formatCount(c.totalOvers) },
        { label: 'Dot Balls', value: formatCount(c.dotBalls) },
        { label: 'Fours', value: formatCount(c.fours) },
        { label: 'Sixes', value: formatCount(c.sixes) },
        { label: 'Wickets', value: formatCount(c.wickets) },
      ],
    },
    {
      title: 'Batting (Training Diary)',
      figures: [
        { label: 'Balls Faced', value: formatCount(bat.totalBallsFaced) },
        { label: 'Runs Scored', value: formatCount(bat.totalRunsScored) },
        { label: 'Fours', value: formatCount(bat.totalFours) },
        { label: 'Sixes', value: formatCount(bat.totalSixes) },
        { label: 'Strike Rate', value: formatOneDecimal(bat.strikeRate) },
        { label: 'Boundary %', value: formatOneDecimal(bat.boundaryPercentage) },
        { label: 'Avg Shot Execution', value: formatOneDecimal(bat.averageShotExecution) },
        { label: 'Batting Sessions', value: formatCount(bat.battingSessions) },
      ],
    },
    {
      title: 'Bowling (Training Diary)',
      figures: [
        { label: 'Overs Bowled', value: formatCount(bowl.totalOversBowled) },
        { label: 'Wickets Taken', value: formatCount(bowl.totalWicketsTaken) },
        { label: 'Avg Economy Rate', value: formatTwoDecimals(bowl.averageEconomyRate) },
        { label: 'Avg Line and Length Consistency', value: formatOneDecimal(bowl.averageLineLengthConsistency) },
        { label: 'Wickets per Session', value: formatTwoDecimals(bowl.wicketsPerSession) },
        { label: 'Bowling Sessions', value: formatCount(bowl.bowlingSessions) },
      ],
    },
    {
      title: 'Fielding (Training Diary)',
      figures: [
        { label: 'Catches Taken', value: formatCount(field.totalCatchesTaken) },
        { label: 'Run Outs', value: formatCount(field.totalRunOuts) },
        { label: 'Fielding Actions', value: formatCount(field.totalFieldingActions) },
        { label: 'Avg Fielding Effort', value: formatOneDecimal(field.averageFieldingEffort) },
        { label: 'Fielding Sessions', value: formatCount(field.fieldingSessions) },
        { label: 'Avg Mood', value: formatOneDecimal(d.averageMood) },
      ],
    },
    {
      title: 'Awards',
      figures: [
        { label: 'Total Awards', value: formatCount(awards.total) },
        { label: 'Man of the Match', value: formatCount(awards.manOfMatch) },
        { label: 'Man of the Series', value: formatCount(awards.manOfSeries) },
        { label: 'Best Fielder', value: formatCount(awards.bestFielder) },
        { label: 'Best Bowler', value: formatCount(awards.bestBowler) },
        { label: 'Match Winner', value: formatCount(awards.matchWinner) },
      ],
    },
    {
      title: 'Technical Achievements',
      figures: [
        { label: 'Data Points Processed Daily', value: formatCount(dataPointsProcessedDaily(m.total)) },
        { label: 'Feature Updates per Year', value: FEATURE_UPDATES_PER_YEAR },
        { label: 'Scoring Updates per Minute', value: formatOneDecimal(t.avgScoringUpdatesPerMinute) },
      ],
    },
  ];

  return (
    <section className="section" aria-labelledby="platform-statistics" aria-busy={isLoading}>
      <h2 id="platform-statistics">Platform Statistics</h2>
      <p className="lead">Live figures from across the platform, updated as the game is played.</p>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.title} xs={24} lg={12}>
            <FigureCard {...card} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
