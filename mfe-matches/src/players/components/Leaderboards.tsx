import { LEADERBOARD_KINDS, LEADERBOARD_LABELS, type LeaderboardKind, type LeaderboardRow, type Leaderboards as Boards } from '@cricket/contracts';
import { BarChart } from '@cricket/shell-sdk/charts';
import { Col, Row } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { PLAYER_SCREEN_TEXTS as TEXTS } from '../texts';
import { rateText } from '../figures';
import { PlainTable, type PlainColumn } from './PlainTable';

/** Players the chart of top run scorers shows. */
const CHART_PLAYERS = 5;

/** What else a row says beside its ranked figure: what the figure was made of. */
const DETAIL: Record<LeaderboardKind, (row: LeaderboardRow) => string> = {
  most_runs: ({ career: { batting } }) => `${batting.innings} inn · avg ${rateText(batting.average)} · SR ${rateText(batting.strikeRate)}`,
  most_wickets: ({ career: { bowling } }) => `econ ${rateText(bowling.economy)} · best ${bowling.best ?? '—'}`,
  best_strike_rate: ({ career: { batting } }) => `${batting.runs} runs off ${batting.ballsFaced}`,
  best_economy: ({ career: { bowling } }) => `${bowling.overs} ov · ${bowling.wickets} wkts`,
  most_sixes: ({ career: { batting } }) => `${batting.runs} runs · ${batting.fours} fours`,
};

const RATES: readonly LeaderboardKind[] = ['best_strike_rate', 'best_economy'];

/** A bar's label has room for a surname ('DA Warner' → 'Warner'); its title keeps the whole name. */
const surname = (name: string) => name.trim().split(/\s+/).pop() ?? name;

function Board({ kind, rows }: { kind: LeaderboardKind; rows: LeaderboardRow[] }) {
  const label = LEADERBOARD_LABELS[kind];
  const columns: PlainColumn<LeaderboardRow>[] = [
    { title: '#', key: 'rank', render: (row) => row.rank },
    { title: TEXTS.player, key: 'player', render: (row) => <Link to={`/players/${row.player}`}>{row.name}</Link> },
    { title: label.figure, key: 'value', render: (row) => (RATES.includes(kind) ? rateText(row.value) : row.value) },
    { title: TEXTS.leaderDetail, key: 'detail', render: (row) => DETAIL[kind](row) },
  ];
  return <PlainTable caption={label.title} columns={columns} rows={rows} rowKey={(row) => row.player} empty={TEXTS.noLeaders} />;
}

/** Every board of a tournament or a season, and its top run scorers as a chart. */
export function Leaderboards({ boards }: { boards: Boards }) {
  return (
    <>
      {boards.most_runs.length > 0 && (
        <BarChart title={TEXTS.topScorers} groups={boards.most_runs.slice(0, CHART_PLAYERS).map((row) => ({ key: row.player, label: surname(row.name), values: [row.value] }))} />
      )}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {LEADERBOARD_KINDS.map((kind) => (
          <Col key={kind} xs={24} lg={12}>
            <Board kind={kind} rows={boards[kind]} />
          </Col>
        ))}
      </Row>
    </>
  );
}
