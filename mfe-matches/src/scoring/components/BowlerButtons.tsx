import { useMemo } from 'react';
import { usePlayerOptions } from '../hooks/usePlayerOptions';
import { bowlerEvent } from '../utils/playerEvents';
import { playingSquad } from '../utils/playingSquad';
import { PlayerButtons } from './PlayerButtons';
import type { PromptProps } from './promptProps';

/** The fielding side's players to bowl now (the next over, or the rest of this one), with the engine's answer to each. */
export function BowlerButtons({ setup, state, events, title, record }: Pick<PromptProps, 'setup' | 'state' | 'events' | 'record'> & { title: string }) {
  const fielding = useMemo(() => (state.current ? playingSquad(state, state.current.bowlingTeam) : undefined), [state]);
  const options = usePlayerOptions(setup, events, fielding, 'bowler');
  return <PlayerButtons title={title} options={options} onChoose={(bowler, asCalled) => record(bowlerEvent(bowler, asCalled))} />;
}
