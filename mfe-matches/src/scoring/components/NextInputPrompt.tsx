import type { MatchResponse, MatchSetup, MatchState, RosterPlayer, ScoringEvent } from '@cricket/contracts';
import { Button, Card, Flex } from 'antd';
import { useMemo } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { nextBattingSide, tossBattingSide } from '../battingOrder';
import { refusal } from '../refusal';
import { InningsStartPrompt } from './InningsStartPrompt';
import { OutcomePad } from './OutcomePad';
import { PlayerButtons, type PlayerOption } from './PlayerChoice';

interface PromptProps {
  match: MatchResponse;
  setup: MatchSetup;
  state: MatchState;
  events: readonly ScoringEvent[];
  disabled: boolean;
  record: (event: ScoringEvent) => boolean;
}

/** A player coming on: the next bowler, or a batter at the vacant end. */
const comingOn = (kind: 'bowler' | 'batter_in', player: string): ScoringEvent => (kind === 'bowler' ? { type: 'bowler', bowler: player } : { type: 'batter_in', batter: player });

/** Each squad player with the engine's answer to them coming on now (null = allowed). */
function useOptions(setup: MatchSetup, events: readonly ScoringEvent[], players: readonly RosterPlayer[] | undefined, kind: 'bowler' | 'batter_in') {
  return useMemo<PlayerOption[] | null>(
    () => players?.map((player) => ({ player, refused: refusal(setup, events, comingOn(kind, player.id)) })) ?? null,
    [setup, events, players, kind],
  );
}

function BowlerPrompt({ setup, state, events, record }: PromptProps) {
  const fielding = state.current ? state.teams[state.current.bowlingTeam].players : undefined;
  const options = useOptions(setup, events, fielding, 'bowler');
  return (
    <Card size="small">
      <PlayerButtons title={TEXTS.nextBowlerTitle} options={options} onChoose={(bowler) => record(comingOn('bowler', bowler))} />
    </Card>
  );
}

function BatterPrompt({ setup, state, events, record }: PromptProps) {
  const batting = state.current ? state.teams[state.current.battingTeam].players : undefined;
  const options = useOptions(setup, events, batting, 'batter_in');
  // Only those who may come in: batters out or at the crease are left off the list.
  const available = options?.filter((option) => option.refused === null) ?? null;
  return (
    <Card size="small">
      <PlayerButtons title={TEXTS.newBatterTitle} options={available} onChoose={(batter) => record(comingOn('batter_in', batter))} />
    </Card>
  );
}

function ResultPrompt({ record }: PromptProps) {
  return (
    <Card size="small" title={TEXTS.resultTitle}>
      <Flex wrap gap={8}>
        {(['drawn', 'no_result', 'abandoned'] as const).map((outcome) => (
          <Button key={outcome} size="large" onClick={() => record({ type: 'result', outcome })}>
            {TEXTS.resultOutcomes[outcome]}
          </Button>
        ))}
      </Flex>
    </Card>
  );
}

/** What the engine needs next (summary.next): openers and bowler, a bowler, a batter, a ball, or a result. */
export function NextInputPrompt(props: PromptProps) {
  const { match, state, disabled, record } = props;
  switch (state.next) {
    case 'innings_start':
      return <InningsStartPrompt key={state.innings.length} state={state} battingTeam={nextBattingSide(state, tossBattingSide(match))} onStart={record} />;
    case 'bowler':
      return <BowlerPrompt {...props} />;
    case 'batter':
      return <BatterPrompt {...props} />;
    case 'delivery':
      return <OutcomePad state={state} disabled={disabled} onRecord={record} />;
    case 'result':
      return <ResultPrompt {...props} />;
    default:
      return null;
  }
}
