import { TIE_BREAKER_LABELS, type PointsTableRow } from '@cricket/contracts';
import { Alert, Table, Typography } from 'antd';
import { POINTS_TABLE_COLUMNS, TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { usePointsTable } from '../api';

const columns = [
  { title: POINTS_TABLE_COLUMNS.team, dataIndex: 'teamName', key: 'teamName' },
  { title: POINTS_TABLE_COLUMNS.played, dataIndex: 'played', key: 'played' },
  { title: POINTS_TABLE_COLUMNS.won, dataIndex: 'won', key: 'won' },
  { title: POINTS_TABLE_COLUMNS.lost, dataIndex: 'lost', key: 'lost' },
  { title: POINTS_TABLE_COLUMNS.tied, dataIndex: 'tied', key: 'tied' },
  { title: POINTS_TABLE_COLUMNS.noResult, dataIndex: 'noResult', key: 'noResult' },
  { title: POINTS_TABLE_COLUMNS.points, dataIndex: 'points', key: 'points' },
  {
    title: POINTS_TABLE_COLUMNS.netRunRate,
    key: 'netRunRate',
    render: (_: unknown, row: PointsTableRow) => (row.netRunRate > 0 ? '+' : '') + row.netRunRate.toFixed(3),
  },
];

/** Points table of issue #5 (2 a win, 1 a tie or no result, NRR by the ICC rule), computed by the service. */
export function PointsTable({ tournamentId }: { tournamentId: string }) {
  const table = usePointsTable(tournamentId);
  return (
    <>
      {table.isError && <Alert type="error" showIcon title={table.error.message} />}
      <Table
        rowKey="teamId"
        size="small"
        pagination={false}
        loading={table.isLoading}
        columns={columns}
        dataSource={table.data?.rows ?? []}
        locale={{ emptyText: TOURNAMENT_SCREEN_TEXTS.noTeams }}
        scroll={{ x: true }}
        data-testid="points-table"
      />
      {table.data && <Typography.Text type="secondary">{TOURNAMENT_SCREEN_TEXTS.levelOnPoints(table.data.tieBreakers.map((one) => TIE_BREAKER_LABELS[one]))}</Typography.Text>}
    </>
  );
}
