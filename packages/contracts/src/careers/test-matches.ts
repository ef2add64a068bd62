import { foldMatch, type MatchSetup, type PlayerId, type ScoringEvent } from '../scoring';
import { ball, batterIn, bowler, four, newSetup, out, six, start } from '../scoring/test-factories';
import { playerMatchFigures, type PlayerMatchFigures } from './match-figures';

/** Matches for the careers' tests, folded from their events as the service will fold them. */

export const figuresOf = (setup: MatchSetup, events: readonly ScoringEvent[]): PlayerMatchFigures[] => playerMatchFigures(foldMatch(setup, events));

export function recordOf(records: readonly PlayerMatchFigures[], player: PlayerId): PlayerMatchFigures {
  const record = records.find((one) => one.player === player);
  if (!record) throw new Error(`No figures for ${player}`);
  return record;
}

/**
 * Lions' opener L1 scores `runs` off the bat against T11 and T10 by turns, facing every ball:
 * sixes, a single off each over's last ball to keep the strike, and what is left in one last ball
 * (after an odd one L1 is at the non-striker's end).
 */
export function knock(runs: number): ScoringEvent[] {
  const events: ScoringEvent[] = [start()];
  for (let left = runs, delivered = 0; left > 0; delivered += 1) {
    if (delivered > 0 && delivered % 6 === 0) events.push(bowler(delivered % 12 === 0 ? 'T11' : 'T10'));
    const hit = delivered % 6 === 5 ? 1 : Math.min(6, left);
    events.push(hit === 6 ? six() : ball(hit));
    left -= hit;
  }
  return events;
}

/** `count` Tigers bowled in a row by the bowler on, each next batter coming in (T3 onwards after T1). */
export function wicketsInARow(count: number, firstIn = 3): ScoringEvent[] {
  return Array.from({ length: count }, (_, index) => [out('bowled'), batterIn(`T${firstIn + index}`)]).flat();
}

/**
 * A Test with two innings a side: L1 4 (b T11) and 2*, T1 6* and 4*; L11 opens the bowling in
 * both Tiger innings; Tigers win by 10 wickets.
 */
export const TEST_SETUP = newSetup({ format: 'test' });
export const TEST_MATCH: ScoringEvent[] = [
  start('team1', 'T11'),
  four(), // L1 4
  out('bowled'), // L1 b T11
  batterIn('L3'),
  ball(), // L3
  { type: 'declare' },
  start('team2', 'L11'),
  six(), // T1 6
  { type: 'declare' },
  start('team1', 'T10'),
  ball(2), // L1 2
  { type: 'declare' },
  start('team2', 'L11'),
  four(), // T1 4: Lions 6 in all, Tigers 6 so far, 1 to win
];
