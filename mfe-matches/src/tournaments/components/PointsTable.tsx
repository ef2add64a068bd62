import { TIE_BREAKER_LABELS, type PointsTableRow } from '@cricket/contracts';
import { Flex, Typography } from 'antd';
import { QueryTable } from '../../common/components/QueryTable';
import { POINTS_TABLE_COLUMNS, TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { usePointsTable } from '../hooks/usePointsTable';
import { withMark } from '../utils/penalties';
import { TournamentPenalties } from './TournamentPenalties';

const columns = [
  { title: POINTS_TABLE_COLUMNS.team, dataIndex: 'teamName', key: 'teamName' },
  { title: POINTS_TABLE_COLUMNS.played, dataIndex: 'played', key: 'played' },
  { title: POINTS_TABLE_COLUMNS.won, dataIndex: 'won', key: 'won' },
  { title: POINTS_TABLE_COLUMNS.lost, dataIndex: 'lost', key: 'lost' },
  { title: POINTS_TABLE_COLUMNS.tied, dataIndex: 'tied', key: 'tied' },
  { title: POINTS_TABLE_COLUMNS.noResult, dataIndex: 'noResult', key: 'noResult' },
  { title: POINTS_TABLE_COLUMNS.points, key: 'points', render: (_: unknown, row: PointsTableRow) => withMark(String(row.points), row.pointsDeducted > 0) },
  {
    title: POINTS_TABLE_COLUMNS.netRunRate,
    key: 'netRunRate',
    render: (_: unknown, row: PointsTableRow) => withMark((row.netRunRate > 0 ? '+' : '') + row.netRunRate.toFixed(3), row.netRunRateDeducted > 0),
  },
];

/** Points table of issue #5 (2 a win, 1 a tie or no result, NRR by the ICC rule, less penalties), computed by the service. */
export function PointsTable({ tournamentId, canManage }: { tournamentId: string; canManage: boolean }) {
  const table = usePointsTable(tournamentId);
  return (
    <Flex vertical gap={12}>
      <QueryTable
        query={table}
        rowKey="teamId"
        columns={columns}
        dataSource={table.data?.rows ?? []}
        emptyText={TOURNAMENT_SCREEN_TEXTS.noTeams}
        scroll={{ x: true }}
        data-testid="points-table"
      />
      {table.data && <Typography.Text type="secondary">{TOURNAMENT_SCREEN_TEXTS.levelOnPoints(table.data.tieBreakers.map((one) => TIE_BREAKER_LABELS[one]))}</Typography.Text>}
      {table.data && <TournamentPenalties tournamentId={tournamentId} penalties={table.data.penalties} canManage={canManage} />}
    </Flex>
  );
}
