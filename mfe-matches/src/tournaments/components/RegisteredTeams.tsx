import type { TournamentResponse } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Flex } from 'antd';
import { QueryTable } from '../../common/components/QueryTable';
import { TEAM_SCREEN_TEXTS, TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { useTournamentTeams } from '../hooks/useTournamentTeams';
import { RegisterTeam } from './RegisterTeam';

const columns = [
  { title: TEAM_SCREEN_TEXTS.name, dataIndex: 'teamName', key: 'teamName' },
  { title: TEAM_SCREEN_TEXTS.shortName, dataIndex: 'teamShortName', key: 'teamShortName' },
  { title: TOURNAMENT_SCREEN_TEXTS.organiser, dataIndex: 'workspaceName', key: 'workspaceName' },
];

/** The registered teams tab (core §7: GET /api/tournaments/{id}/teams). */
export function RegisteredTeams({ tournament }: { tournament: TournamentResponse }) {
  const teams = useTournamentTeams(String(tournament.id));
  const registered = teams.data ?? [];
  return (
    <Flex vertical gap={16}>
      <PermissionGuard module="tournaments" action="create">
        <RegisterTeam tournament={tournament} registered={registered} />
      </PermissionGuard>
      <QueryTable query={teams} rowKey="teamId" columns={columns} dataSource={registered} emptyText={TOURNAMENT_SCREEN_TEXTS.noTeams} data-testid="registered-teams" />
    </Flex>
  );
}
