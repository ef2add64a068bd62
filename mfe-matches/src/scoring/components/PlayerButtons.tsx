import type { RosterPlayer } from '@cricket/contracts';
import { Button, Flex, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { UmpireAllowedConfirm } from './UmpireAllowedConfirm';

export interface PlayerOption {
  player: RosterPlayer;
  /** Why the engine would refuse this player now; the button is disabled with it, unless the umpire may allow it. */
  refused: string | null;
  /** The engine accepts this player as the umpire's call (a bowler the Laws' checks refuse). */
  umpireMayAllow?: boolean;
}

/**
 * One tap per player (the next bowler, the new batter); players the engine refuses are disabled,
 * except those the umpire may allow, chosen after a confirmation (`asCalled`).
 */
export function PlayerButtons({ title, options, onChoose }: { title: string; options: PlayerOption[] | null; onChoose: (player: string, asCalled: boolean) => void }) {
  const [typed, setTyped] = useState('');
  return (
    <section aria-label={title}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {options ? (
        <Flex wrap gap={8}>
          {options.map(({ player, refused, umpireMayAllow }) =>
            refused !== null && umpireMayAllow ? (
              <UmpireAllowedConfirm key={player.id} refused={refused} onConfirm={() => onChoose(player.id, true)}>
                <Button size="large" type="dashed">
                  {player.name}
                </Button>
              </UmpireAllowedConfirm>
            ) : (
              <Button key={player.id} size="large" disabled={refused !== null} title={refused ?? undefined} onClick={() => onChoose(player.id, false)}>
                {player.name}
              </Button>
            ),
          )}
        </Flex>
      ) : (
        <Space.Compact style={{ width: '100%' }}>
          <Input aria-label={TEXTS.playerName} placeholder={TEXTS.playerName} value={typed} onChange={(event) => setTyped(event.target.value)} />
          <Button type="primary" disabled={!typed.trim()} onClick={() => onChoose(typed.trim(), false)}>
            {TEXTS.choose}
          </Button>
        </Space.Compact>
      )}
    </section>
  );
}
