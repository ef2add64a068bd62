import { Col, Row, Tag } from 'antd';
import { dataPointsProcessedDaily, FEATURE_UPDATES_PER_YEAR, formatOneDecimal, formatTwoDecimals, UPTIME_WINDOW_DAYS } from '@cricket/contracts';
import { usePlatformStatistics } from '../statistics';
import { FigureCard, type FigureCardProps } from './FigureCard';

/** Platform Statistics of booking spec §2, from GET /api/statistics (zeros on failure). */
export function StatisticsSection() {
  const { statistics: s, isLoading } = usePlatformStatistics();
  const { userStats: u, matchStats: m, technicalStats: t, cricketStats: c, diaryStats: d } = s;
  const { battingPerformance: bat, bowlingPerformance: bowl, fieldingPerformance: field, awards } = d;
  const live = <Tag color={m.live > 0 ? 'red' : 'default'}>{m.live > 0 ? 'Live now' : 'No live matches'}</Tag>;

  // Each card's figures as [label, value]; FigureCard shows a number as a count.
  const cards: FigureCardProps[] = [
    {
      title: 'User Engagement',
      figures: [
        ['Registered Users', u.total], ['Teams', s.teamCount], ['Tournaments', s.tournamentCount],
        ['Matches', m.total], ['Diary Entries', d.totalEntries], ['Training Hours', d.totalTrainingHours],
      ],
    },
    { title: 'User Breakdown', figures: [['Players', u.players], ['Coaches', u.coaches], ['Team Managers', u.team_managers], ['Umpires', u.umpires], ['Admins', u.admins], ['Fans and General Users', u.general]] },
    { title: 'Live Match Activity', extra: live, figures: [['Live Matches', m.live], ['Total Matches', m.total], ['Peak Concurrent Live Matches', t.peakConcurrentLiveMatches]] },
    {
      title: 'System Performance',
      figures: [
        // Named with its window: a share of minutes up says nothing without the period it covers.
        [`System Uptime (last ${UPTIME_WINDOW_DAYS} days)`, `${formatOneDecimal(t.systemUptimePercentage)}%`],
        ['Avg Scoring Updates per Minute', formatOneDecimal(t.avgScoringUpdatesPerMinute)],
        ['Win Probability Calculations per Match', t.winProbabilityCalculationsPerMatch],
      ],
    },
    { title: 'Cricket Statistics', figures: [['Players', c.totalPlayers], ['Overs Bowled', c.totalOvers], ['Dot Balls', c.dotBalls], ['Fours', c.fours], ['Sixes', c.sixes], ['Wickets', c.wickets]] },
    {
      title: 'Batting (Training Diary)',
      figures: [
        ['Balls Faced', bat.totalBallsFaced], ['Runs Scored', bat.totalRunsScored], ['Fours', bat.totalFours], ['Sixes', bat.totalSixes],
        ['Strike Rate', formatOneDecimal(bat.strikeRate)], ['Boundary %', formatOneDecimal(bat.boundaryPercentage)], ['Avg Shot Execution', formatOneDecimal(bat.averageShotExecution)],
        ['Batting Sessions', bat.battingSessions],
      ],
    },
    {
      title: 'Bowling (Training Diary)',
      figures: [
        ['Overs Bowled', bowl.totalOversBowled], ['Wickets Taken', bowl.totalWicketsTaken], ['Avg Economy Rate', formatTwoDecimals(bowl.averageEconomyRate)],
        ['Avg Line and Length Consistency', formatOneDecimal(bowl.averageLineLengthConsistency)], ['Wickets per Session', formatTwoDecimals(bowl.wicketsPerSession)],
        ['Bowling Sessions', bowl.bowlingSessions],
      ],
    },
    {
      title: 'Fielding (Training Diary)',
      figures: [
        ['Catches Taken', field.totalCatchesTaken], ['Run Outs', field.totalRunOuts], ['Fielding Actions', field.totalFieldingActions],
        ['Avg Fielding Effort', formatOneDecimal(field.averageFieldingEffort)], ['Fielding Sessions', field.fieldingSessions], ['Avg Mood', formatOneDecimal(d.averageMood)],
      ],
    },
    {
      title: 'Awards',
      figures: [
        ['Total Awards', awards.total], ['Man of the Match', awards.manOfMatch], ['Man of the Series', awards.manOfSeries],
        ['Best Fielder', awards.bestFielder], ['Best Bowler', awards.bestBowler], ['Match Winner', awards.matchWinner],
      ],
    },
    {
      title: 'Technical Achievements',
      figures: [
        ['Data Points Processed Daily', dataPointsProcessedDaily(m.total)],
        ['Feature Updates per Year', FEATURE_UPDATES_PER_YEAR],
        ['Scoring Updates per Minute', formatOneDecimal(t.avgScoringUpdatesPerMinute)],
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
