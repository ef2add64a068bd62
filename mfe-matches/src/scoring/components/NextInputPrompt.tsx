import type { MatchResponse, MatchSetup, MatchState, RosterPlayer, ScoringEvent } from '@cricket/contracts';
import { Button, Card, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { nextBattingSide, tossBattingSide } from '../battingOrder';
import { playingSquad } from '../playingSquad';
import { refusal } from '../refusal';
import { AbsentHurtDialog } from './AbsentHurtDialog';
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

const bowlerEvent = (bowler: string, asCalled: boolean): ScoringEvent => ({ type: 'bowler', bowler, ...(asCalled && { asCalled: true }) });

/** A player coming on: the next bowler, or a batter at the vacant end. */
const comingOn = (kind: 'bowler' | 'batter_in', player: string): ScoringEvent => (kind === 'bowler' ? bowlerEvent(player, false) : { type: 'batter_in', batter: player });

/**
 * Each squad player with the engine's answer to them coming on now (null = allowed); a bowler
 * refused by a check of the Laws (consecutive overs, the per-bowler limit) may still be the umpire's call.
 */
function useOptions(setup: MatchSetup, events: readonly ScoringEvent[], players: readonly RosterPlayer[] | undefined, kind: 'bowler' | 'batter_in') {
  return useMemo<PlayerOption[] | null>(
    () =>
      players?.map((player) => {
        const refused = refusal(setup, events, comingOn(kind, player.id));
        const umpireMayAllow = kind === 'bowler' && refused !== null && refusal(setup, events, bowlerEvent(player.id, true)) === null;
        return { player, refused, umpireMayAllow };
      }) ?? null,
    [setup, events, players, kind],
  );
}

/** The fielding side's players to bowl now (the next over, or the rest of this one), with the engine's answer to each. */
export function BowlerButtons({ setup, state, events, title, record }: Pick<PromptProps, 'setup' | 'state' | 'events' | 'record'> & { title: string }) {
  const fielding = useMemo(() => (state.current ? playingSquad(state, state.current.bowlingTeam) : undefined), [state]);
  const options = useOptions(setup, events, fielding, 'bowler');
  return <PlayerButtons title={title} options={options} onChoose={(bowler, asCalled) => record(bowlerEvent(bowler, asCalled))} />;
}

function BowlerPrompt(props: PromptProps) {
  return (
    <Card size="small">
      <BowlerButtons {...props} title={TEXTS.nextBowlerTitle} />
    </Card>
  );
}

function BatterPrompt({ setup, state, events, record }: PromptProps) {
  const [absentHurt, setAbsentHurt] = useState(false);
  const batting = useMemo(() => (state.current ? playingSquad(state, state.current.battingTeam) : undefined), [state]);
  const options = useOptions(setup, events, batting, 'batter_in');
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

/** Right after the ball that ended the over or the innings, the umpire may let play go on for one more. */
function AnotherBallButton({ setup, events, disabled, record }: PromptProps) {
  const allowed = useMemo(() => refusal(setup, events, { type: 'another_ball' }) === null, [setup, events]);
  if (!allowed) return null;
  return (
    <Button size="large" block disabled={disabled} onClick={() => record({ type: 'another_ball' })}>
      {TEXTS.anotherBall}
    </Button>
  );
}

/** What the engine needs next (summary.next): openers and bowler, a bowler, a batter, a ball, or a result. */
export function NextInputPrompt(props: PromptProps) {
  return (
    <>
      <AnotherBallButton {...props} />
      <PromptForNext {...props} />
    </>
  );
}

function PromptForNext(props: PromptProps) {
  const { match, setup, state, events, disabled, record } = props;
  switch (state.next) {
    case 'innings_start':
      return <InningsStartPrompt key={state.innings.length} state={state} battingTeam={nextBattingSide(state, tossBattingSide(match))} onStart={record} />;
    case 'bowler':
      return <BowlerPrompt {...props} />;
    case 'batter':
      return <BatterPrompt {...props} />;
    case 'delivery':
      return <OutcomePad state={state} disabled={disabled} refused={(event) => refusal(setup, events, event)} onRecord={record} />;
    case 'result':
      return <ResultPrompt {...props} />;
    default:
      return null;
  }
}
