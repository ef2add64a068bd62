import { Card, Col, Row } from 'antd';
import { useParams } from '@cricket/shell-sdk/router';
import { Page } from '../../common/components/Page';
import { PageHeader } from '../../common/components/PageHeader';
import { PageSpinner } from '../../common/components/PageSpinner';
import { TEAM_SCREEN_TEXTS } from '../../texts';
import { AddPlayerForm } from '../components/AddPlayerForm';
import { JoinCodeCard } from '../components/JoinCodeCard';
import { SquadEditor } from '../components/SquadEditor';
import { TeamNotFound } from '../components/TeamNotFound';
import { useTeamDetail } from '../hooks/useTeamQueries';

/** Manage team (/my/teams/{id}/manage): add, edit and remove players; the join code to share. */
export function ManageTeamPage() {
  const { id = '' } = useParams();
  const team = useTeamDetail(id);

  if (team.isLoading) return <PageSpinner />;
  if (!team.data) return <TeamNotFound />;

  return (
    <Page>
      <PageHeader title={`${TEAM_SCREEN_TEXTS.manageTeam}: ${team.data.name}`} subtitle={team.data.shortName} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title={TEAM_SCREEN_TEXTS.addPlayer}>
            <AddPlayerForm teamId={id} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <JoinCodeCard joinCode={team.data.joinCode} />
        </Col>
        <Col span={24}>
          <Card title={TEAM_SCREEN_TEXTS.squad}>
            <SquadEditor teamId={id} players={team.data.players} />
          </Card>
        </Col>
      </Row>
    </Page>
  );
}
