import { Button, Card } from 'antd';
import { useMemo, useState } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { usePlayerOptions } from '../hooks/usePlayerOptions';
import { comingOn } from '../utils/playerEvents';
import { playingSquad } from '../utils/playingSquad';
import { refusal } from '../utils/refusal';
import { AbsentHurtDialog } from './AbsentHurtDialog';
import { PlayerButtons } from './PlayerButtons';
import type { PromptProps } from './promptProps';

/** The new batter at the vacant end (summary.next = batter), or the one whose turn it is recorded absent hurt. */
export function BatterPrompt({ setup, state, events, record }: PromptProps) {
  const [absentHurt, setAbsentHurt] = useState(false);
  const batting = useMemo(() => (state.current ? playingSquad(state, state.current.battingTeam) : undefined), [state]);
  const options = usePlayerOptions(setup, events, batting, 'batter_in');
  // Only those who may come in: batters out or at the crease are left off the list.
  const available = options?.filter((option) => option.refused === null) ?? null;
  return (
    <Card size="small">
      <PlayerButtons title={TEXTS.newBatterTitle} options={available} onChoose={(batter) => record(comingOn('batter_in', batter))} />
      {/* The batter whose turn it is may be the one who cannot bat (with no one left, the innings is all out). */}
      <Button size="large" style={{ marginTop: 12 }} onClick={() => setAbsentHurt(true)}>
        {TEXTS.absentHurt}
      </Button>
      {absentHurt && (
        <AbsentHurtDialog
          state={state}
          refused={(event) => refusal(setup, events, event)}
          onRecord={(event) => record(event) && setAbsentHurt(false)}
          onClose={() => setAbsentHurt(false)}
        />
      )}
    </Card>
  );
}
