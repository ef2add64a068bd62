import { PermissionGuard } from '@cricket/shell-sdk';
import { Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { PageHeader } from '../../common/components/PageHeader';
import { QueryError } from '../../common/components/QueryError';
import { TEAM_SCREEN_TEXTS } from '../../texts';
import { useMyTeams } from '../hooks/useTeamQueries';

/** My Teams (/my/teams): the workspace's teams, each opening its detail. */
export function TeamsListPage() {
  const teams = useMyTeams();
  return (
    <Page>
      <PageHeader
        title={TEAM_SCREEN_TEXTS.listTitle}
        subtitle={TEAM_SCREEN_TEXTS.listSubtitle}
        actions={
          <PermissionGuard module="teams" action="create">
            <LinkButton to="/my/teams/create" type="primary">
              {TEAM_SCREEN_TEXTS.createTeam}
            </LinkButton>
          </PermissionGuard>
        }
      />
      <QueryError query={teams} />
      {teams.isLoading && <Skeleton active />}
      {teams.isSuccess && teams.data.length === 0 && <Empty description={TEAM_SCREEN_TEXTS.noTeams} />}
      <Row gutter={[16, 16]}>
        {(teams.data ?? []).map((team) => (
          <Col key={team.id} xs={24} md={12} lg={8}>
            <Card
              data-testid="team-card"
              title={team.name}
              extra={<Typography.Text type="secondary">{team.shortName}</Typography.Text>}
              actions={[
                <LinkButton key="view" to={`/my/teams/${team.id}`} type="link">
                  {TEAM_SCREEN_TEXTS.viewTeam}
                </LinkButton>,
              ]}
            >
              <Typography.Text>
                {TEAM_SCREEN_TEXTS.players}: {team.playersCount}
              </Typography.Text>
              {team.homeGround && <Typography.Paragraph type="secondary">{team.homeGround}</Typography.Paragraph>}
            </Card>
          </Col>
        ))}
      </Row>
    </Page>
  );
}
