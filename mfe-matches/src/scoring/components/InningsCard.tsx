import type { BattingCardRow, BowlingCardRow, InningsScorecard } from '@cricket/contracts';
import { Flex, Table, Typography } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';

const rate = (value: number | null) => (value === null ? '-' : value.toFixed(2));

const battingColumns = [
  {
    title: TEXTS.batter,
    key: 'name',
    render: (_: unknown, row: BattingCardRow) => (
      <>
        <Typography.Text strong={row.atCrease}>
          {row.name}
          {row.onStrike ? '*' : ''}
        </Typography.Text>
        <br />
        <Typography.Text type="secondary">{row.howOut}</Typography.Text>
      </>
    ),
  },
  { title: TEXTS.runs, dataIndex: 'runs', key: 'runs' },
  { title: TEXTS.balls, dataIndex: 'balls', key: 'balls' },
  { title: TEXTS.fours, dataIndex: 'fours', key: 'fours' },
  { title: TEXTS.sixes, dataIndex: 'sixes', key: 'sixes' },
  { title: TEXTS.strikeRate, key: 'strikeRate', render: (_: unknown, row: BattingCardRow) => rate(row.strikeRate) },
];

const bowlingColumns = [
  { title: TEXTS.bowlerColumn, dataIndex: 'name', key: 'name' },
  { title: TEXTS.oversColumn, dataIndex: 'overs', key: 'overs' },
  { title: TEXTS.maidens, dataIndex: 'maidens', key: 'maidens' },
  { title: TEXTS.runs, dataIndex: 'runs', key: 'runs' },
  { title: TEXTS.wickets, dataIndex: 'wickets', key: 'wickets' },
  { title: TEXTS.economy, key: 'economy', render: (_: unknown, row: BowlingCardRow) => rate(row.economy) },
  { title: TEXTS.widesColumn, dataIndex: 'wides', key: 'wides' },
  { title: TEXTS.noBallsColumn, dataIndex: 'noBalls', key: 'noBalls' },
];

/** A titled list of the scorecard's notes; nothing when there are none. */
function NoteList({ title, testId, notes }: { title: string; testId: string; notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <div>
      <Typography.Text strong>{title}</Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid={testId}>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One innings' scorecard: batting (absent hurt batters with their line), extras, bowling, fall
 * of wickets, the overs the umpires called at other than the balls per over, substitutions and
 * partnerships.
 */
export function InningsCard({ innings }: { innings: InningsScorecard }) {
  return (
    <Flex vertical gap={12} data-testid={`innings-${innings.number}`}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {innings.team} {innings.score}
      </Typography.Title>
      <Table rowKey="player" size="small" pagination={false} columns={battingColumns} dataSource={innings.batting} scroll={{ x: true }} aria-label={TEXTS.batter} />
      <Typography.Text data-testid="extras">{innings.extrasText}</Typography.Text>
      {innings.didNotBat.length > 0 && (
        <Typography.Text type="secondary">
          {TEXTS.didNotBat}: {innings.didNotBat.join(', ')}
        </Typography.Text>
      )}
      <Table rowKey="player" size="small" pagination={false} columns={bowlingColumns} dataSource={innings.bowling} scroll={{ x: true }} aria-label={TEXTS.bowlerColumn} />
      {innings.fallOfWickets.length > 0 && (
        <div>
          <Typography.Text strong>{TEXTS.fallOfWickets}</Typography.Text>
          <Typography.Paragraph data-testid="fall-of-wickets" style={{ marginBottom: 0 }}>
            {innings.fallOfWickets.map((fall) => fall.text).join(', ')}
          </Typography.Paragraph>
        </div>
      )}
      <NoteList title={TEXTS.oversAsCalled} testId="overs-as-called" notes={innings.calledOvers.map((over) => over.text)} />
      <NoteList title={TEXTS.substitutions} testId="substitutions" notes={innings.substitutions.map((one) => one.text)} />
      {innings.partnerships.length > 0 && (
        <div>
          <Typography.Text strong>{TEXTS.partnerships}</Typography.Text>
          <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="partnerships">
            {innings.partnerships.map((partnership) => (
              <li key={partnership.wicket}>
                {partnership.batters.map((batter) => `${batter.name} ${batter.runs}(${batter.balls})`).join(' & ')}: {partnership.runs} ({partnership.legalBalls} balls)
                {partnership.unbroken ? `, ${TEXTS.unbroken}` : ''}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Flex>
  );
}
