import { joinTeamPath, JERSEY_NUMBER_MAX, PLAYING_ROLE_LABELS, PLAYING_ROLES, type PlayerResponse, type UpdatePlayerPayload } from '@cricket/contracts';
import { errorMessage, toastError, toastSuccess } from '@cricket/shell-sdk';
import { Button, Card, Col, Flex, InputNumber, Popconfirm, Row, Select, Table, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { Page } from '../../common/Page';
import { PageHeader } from '../../common/PageHeader';
import { PageSpinner } from '../../common/RequireAuth';
import { TEAM_SCREEN_TEXTS } from '../../texts';
import { useRemovePlayer, useTeamDetail, useUpdatePlayer } from '../api';
import { AddPlayerForm } from './AddPlayerForm';
import { PlayerTags } from './PlayerTags';
import { TeamNotFound } from './TeamNotFound';

/** Manage team (/my/teams/{id}/manage): add, edit and remove players; the join code to share. */
export function ManageTeamPage() {
  const { id = '' } = useParams();
  const team = useTeamDetail(id);
  const update = useUpdatePlayer(id);
  const remove = useRemovePlayer(id);

  if (team.isLoading) return <PageSpinner />;
  if (!team.data) return <TeamNotFound />;

  const change = (player: PlayerResponse, changes: UpdatePlayerPayload) =>
    update.mutate(
      { playerId: player.id, changes },
      {
        onSuccess: () => toastSuccess(TEAM_SCREEN_TEXTS.playerUpdatedTitle, player.name),
        onError: (error) => toastError(TEAM_SCREEN_TEXTS.errorTitle, errorMessage(error, TEAM_SCREEN_TEXTS.errorTitle)),
      },
    );
  const removePlayer = (player: PlayerResponse) =>
    remove.mutate(player.id, {
      onSuccess: () => toastSuccess(TEAM_SCREEN_TEXTS.playerRemovedTitle, player.name),
      onError: (error) => toastError(TEAM_SCREEN_TEXTS.errorTitle, errorMessage(error, TEAM_SCREEN_TEXTS.errorTitle)),
    });

  const columns = [
    {
      title: TEAM_SCREEN_TEXTS.playerName,
      key: 'name',
      render: (_: unknown, player: PlayerResponse) => (
        <Flex gap={8} wrap>
          {player.name}
          <PlayerTags player={player} />
        </Flex>
      ),
    },
    {
      title: TEAM_SCREEN_TEXTS.playingRole,
      key: 'playingRole',
      render: (_: unknown, player: PlayerResponse) => (
        <Select
          aria-label={`${TEAM_SCREEN_TEXTS.playingRole} of ${player.name}`}
          value={player.playingRole}
          style={{ minWidth: 140 }}
          options={PLAYING_ROLES.map((role) => ({ value: role, label: PLAYING_ROLE_LABELS[role] }))}
          onChange={(playingRole) => change(player, { playingRole })}
        />
      ),
    },
    {
      title: TEAM_SCREEN_TEXTS.jerseyNumber,
      key: 'jerseyNumber',
      render: (_: unknown, player: PlayerResponse) => (
        <InputNumber
          aria-label={`${TEAM_SCREEN_TEXTS.jerseyNumber} of ${player.name}`}
          min={0}
          max={JERSEY_NUMBER_MAX}
          precision={0}
          defaultValue={player.jerseyNumber ?? undefined}
          onBlur={(event) => {
            const next = event.target.value === '' ? null : Number(event.target.value);
            if (next !== player.jerseyNumber) change(player, { jerseyNumber: next });
          }}
        />
      ),
    },
    {
      title: TEAM_SCREEN_TEXTS.actions,
      key: 'actions',
      render: (_: unknown, player: PlayerResponse) => (
        <Flex gap={4} wrap>
          <Button size="small" disabled={player.isCaptain} onClick={() => change(player, { isCaptain: true })}>
            {TEAM_SCREEN_TEXTS.makeCaptain}
          </Button>
          <Button size="small" disabled={player.isViceCaptain} onClick={() => change(player, { isViceCaptain: true })}>
            {TEAM_SCREEN_TEXTS.makeViceCaptain}
          </Button>
          <Popconfirm title={`${TEAM_SCREEN_TEXTS.remove} ${player.name}?`} onConfirm={() => removePlayer(player)}>
            <Button size="small" danger>
              {TEAM_SCREEN_TEXTS.remove}
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  const joinLink = `${window.location.origin}${joinTeamPath(team.data.joinCode)}`;

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
          <Card title={TEAM_SCREEN_TEXTS.joinCode}>
            <Typography.Title level={3} copyable data-testid="join-code" style={{ marginTop: 0 }}>
              {team.data.joinCode}
            </Typography.Title>
            <Typography.Paragraph type="secondary">{TEAM_SCREEN_TEXTS.joinCodeHelp}</Typography.Paragraph>
            <Typography.Text copyable>{joinLink}</Typography.Text>
          </Card>
        </Col>
        <Col span={24}>
          <Card title={TEAM_SCREEN_TEXTS.squad}>
            <Table rowKey="id" size="small" pagination={false} columns={columns} dataSource={team.data.players} locale={{ emptyText: TEAM_SCREEN_TEXTS.noPlayers }} scroll={{ x: true }} />
          </Card>
        </Col>
      </Row>
    </Page>
  );
}
