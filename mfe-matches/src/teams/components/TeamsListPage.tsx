import { PermissionGuard } from '@cricket/shell-sdk';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { Page } from '../../common/Page';
import { PageHeader } from '../../common/PageHeader';
import { TEAM_SCREEN_TEXTS } from '../../texts';
import { useMyTeams } from '../api';

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
            <Link to="/my/teams/create">
              <Button type="primary">{TEAM_SCREEN_TEXTS.createTeam}</Button>
            </Link>
          </PermissionGuard>
        }
      />
      {teams.isError && <Alert type="error" showIcon title={teams.error.message} />}
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
                <Link key="view" to={`/my/teams/${team.id}`}>
                  <Button type="link">{TEAM_SCREEN_TEXTS.viewTeam}</Button>
                </Link>,
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
