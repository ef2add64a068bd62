import { PLAYING_ROLE_LABELS, type PlayerResponse } from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Card, Col, Descriptions, Empty, Flex, Row, Table } from 'antd';
import { useParams } from '@cricket/shell-sdk/router';
import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { PageHeader } from '../../common/components/PageHeader';
import { PageSpinner } from '../../common/components/PageSpinner';
import { MatchCard } from '../../matches/components/MatchCard';
import { TEAM_SCREEN_TEXTS } from '../../texts';
import { PlayerNameCell } from '../components/PlayerNameCell';
import { TeamNotFound } from '../components/TeamNotFound';
import { useTeamDetail } from '../hooks/useTeamQueries';

const squadColumns = [
  { title: TEAM_SCREEN_TEXTS.jerseyNumber, dataIndex: 'jerseyNumber', key: 'jerseyNumber', width: 90 },
  { title: TEAM_SCREEN_TEXTS.playerName, key: 'name', render: (_: unknown, player: PlayerResponse) => <PlayerNameCell player={player} /> },
  { title: TEAM_SCREEN_TEXTS.username, dataIndex: 'username', key: 'username' },
  { title: TEAM_SCREEN_TEXTS.playingRole, key: 'playingRole', render: (_: unknown, player: PlayerResponse) => PLAYING_ROLE_LABELS[player.playingRole] },
];

/** Team detail (/my/teams/{id}): squad, captain and recent matches. */
export function TeamDetailPage() {
  const { id = '' } = useParams();
  const team = useTeamDetail(id);
  if (team.isLoading) return <PageSpinner />;
  if (!team.data) return <TeamNotFound />;
  const { players, recentMatches } = team.data;
  const captain = players.find((p) => p.isCaptain);
  const viceCaptain = players.find((p) => p.isViceCaptain);

  return (
    <Page>
      <PageHeader
        title={team.data.name}
        subtitle={team.data.shortName}
        actions={
          <PermissionGuard module="teams" action="edit">
            <LinkButton to={`/my/teams/${id}/manage`} type="primary">
              {TEAM_SCREEN_TEXTS.manageTeam}
            </LinkButton>
          </PermissionGuard>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={TEAM_SCREEN_TEXTS.squad}>
            <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
              <Descriptions.Item label={TEAM_SCREEN_TEXTS.captain}>{captain?.name ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={TEAM_SCREEN_TEXTS.viceCaptain}>{viceCaptain?.name ?? '—'}</Descriptions.Item>
            </Descriptions>
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              columns={squadColumns}
              dataSource={players}
              locale={{ emptyText: TEAM_SCREEN_TEXTS.noPlayers }}
              scroll={{ x: true }}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={TEAM_SCREEN_TEXTS.recentMatches}>
            {recentMatches.length === 0 ? (
              <Empty description={TEAM_SCREEN_TEXTS.noRecentMatches} />
            ) : (
              <Flex vertical gap={8}>
                {recentMatches.map((match) => (
                  <MatchCard key={match.id} match={match} />
                ))}
              </Flex>
            )}
          </Card>
        </Col>
      </Row>
    </Page>
  );
}
