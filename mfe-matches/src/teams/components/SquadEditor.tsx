import { JERSEY_NUMBER_MAX, PLAYING_ROLE_LABELS, PLAYING_ROLES, type PlayerResponse, type UpdatePlayerPayload } from '@cricket/contracts';
import { errorMessage, toastError, toastSuccess } from '@cricket/shell-sdk';
import { Button, Flex, InputNumber, Popconfirm, Select, Table } from 'antd';
import { TEAM_SCREEN_TEXTS } from '../../texts';
import { useRemovePlayer, useUpdatePlayer } from '../hooks/useTeamMutations';
import { STYLE_OPTIONS } from '../styleOptions';
import { PlayerNameCell } from './PlayerNameCell';

/** The squad to manage: each player's role, styles and jersey edited in place, captaincy given, or the player removed. */
export function SquadEditor({ teamId, players }: { teamId: string; players: PlayerResponse[] }) {
  const update = useUpdatePlayer(teamId);
  const remove = useRemovePlayer(teamId);

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

  /** A style edited in place; cleared, it is unknown again. */
  const styleColumn = (key: keyof typeof STYLE_OPTIONS, minWidth: number) => ({
    title: TEAM_SCREEN_TEXTS[key],
    key,
    render: (_: unknown, player: PlayerResponse) => (
      <Select<string>
        aria-label={`${TEAM_SCREEN_TEXTS[key]} of ${player.name}`}
        value={player[key]}
        placeholder={TEAM_SCREEN_TEXTS.styleUnknown}
        allowClear
        style={{ minWidth }}
        options={STYLE_OPTIONS[key]}
        onChange={(style) => change(player, { [key]: style ?? null } as UpdatePlayerPayload)}
      />
    ),
  });

  const columns = [
    {
      title: TEAM_SCREEN_TEXTS.playerName,
      key: 'name',
      render: (_: unknown, player: PlayerResponse) => <PlayerNameCell player={player} />,
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
    styleColumn('battingStyle', 150),
    styleColumn('bowlingStyle', 190),
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

  return <Table rowKey="id" size="small" pagination={false} columns={columns} dataSource={players} locale={{ emptyText: TEAM_SCREEN_TEXTS.noPlayers }} scroll={{ x: true }} />;
}
