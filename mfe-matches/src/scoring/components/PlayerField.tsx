import type { RosterPlayer } from '@cricket/contracts';
import { Input, Select } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';

/** A form field for a player: the squad as options, or a name when the team has no squad. */
export function PlayerField({ players, value, onChange, id }: { players: readonly RosterPlayer[] | undefined; value?: string; onChange?: (value: string) => void; id?: string }) {
  if (!players) return <Input id={id} value={value} onChange={(event) => onChange?.(event.target.value)} placeholder={TEXTS.playerName} />;
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ optionFilterProp: 'label' }}
      options={players.map((player) => ({ value: player.id, label: player.name }))}
    />
  );
}
