import type { PlayerResponse } from '@cricket/contracts';
import { Space, Tag } from 'antd';
import { TEAM_SCREEN_TEXTS } from '../../texts';

/** Captain, vice-captain and guest markers beside a player's name. */
export function PlayerTags({ player }: { player: PlayerResponse }) {
  return (
    <Space size={4}>
      {player.isCaptain && <Tag color="gold">{TEAM_SCREEN_TEXTS.captain}</Tag>}
      {player.isViceCaptain && <Tag color="blue">{TEAM_SCREEN_TEXTS.viceCaptain}</Tag>}
      {player.isGuest && <Tag>{TEAM_SCREEN_TEXTS.guest}</Tag>}
    </Space>
  );
}
