import type { PlayerResponse } from '@cricket/contracts';
import { Flex } from 'antd';
import { PlayerTags } from './PlayerTags';

/** A squad table's name cell: the player's name with the captain, vice-captain and guest markers. */
export function PlayerNameCell({ player }: { player: PlayerResponse }) {
  return (
    <Flex gap={8} wrap>
      {player.name}
      <PlayerTags player={player} />
    </Flex>
  );
}
