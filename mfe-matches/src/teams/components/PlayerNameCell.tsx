import type { PlayerResponse } from '@cricket/contracts';
import { Flex } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { PlayerTags } from './PlayerTags';

/** A squad table's name cell: the player's name (leading to their page) with the captain, vice-captain and guest markers. */
export function PlayerNameCell({ player }: { player: PlayerResponse }) {
  return (
    <Flex gap={8} wrap>
      <Link to={`/players/${player.id}`}>{player.name}</Link>
      <PlayerTags player={player} />
    </Flex>
  );
}
