import { penaltyRunsOf } from './apply-delivery';
import { howOut } from './dismissals';
import { playerName } from './fold';
import { ballNumber } from './history';
import type { DeliveryRecord, InningsState, MatchState } from './types';

/** One ball as commentary reads it: 'Tiger 1 to Lion 2, FOUR', with the scorer's comment when there is one. */
export interface CommentaryLine {
  /** Position of the ball's event in the match: the `seq` a correction of it is sent to. */
  eventIndex: number;
  innings: number;
  /** '1.3': the over and the ball in it. */
  ball: string;
  text: string;
  comment: string | null;
  /** The ball's short label ('4', 'W', '1wd'), for a chip. */
  label: string;
  wicket: boolean;
  boundary: boolean;
}

const count = (runs: number, one: string, many: string) => `${runs} ${runs === 1 ? one : many}`;

/** What the runs of a ball were: 'no run', '2 runs', 'FOUR', '5 runs (1 run + 4 overthrows)', '2 wides', 'no-ball, 1 run', '3 leg byes'. */
function runsText(record: DeliveryRecord, state: MatchState): string {
  const { event, extras } = record;
  if (event.extra === 'wide') return extras.wides === state.rules.wideRuns ? 'wide' : count(extras.wides, 'wide', 'wides');
  const kind = event.runsKind ?? 'bat';
  let runs: string;
  if (kind === 'bye') runs = count(event.runs, 'bye', 'byes');
  else if (kind === 'leg_bye') runs = count(event.runs, 'leg bye', 'leg byes');
  else if (event.boundary !== undefined && event.runs === event.boundary) runs = event.boundary === 4 ? 'FOUR' : 'SIX';
  else runs = event.runs === 0 ? 'no run' : count(event.runs, 'run', 'runs');
  if (event.boundary !== undefined && event.runs > event.boundary) runs += ` (${count(event.runs - event.boundary, 'run', 'runs')} + ${event.boundary} overthrows)`;
  if (event.extra !== 'no_ball') return runs;
  return event.runs === 0 ? 'no-ball' : `no-ball, ${runs}`;
}

function lineOf(state: MatchState, innings: InningsState, record: DeliveryRecord): CommentaryLine {
  const name = (id: string) => playerName(state, id);
  const { event } = record;
  const parts = [runsText(record, state)];
  if (record.dismissed) {
    const line = innings.batters.find((one) => one.player === record.dismissed)!;
    const wicket = `OUT! ${name(record.dismissed)} ${howOut(line.dismissal, name)}`;
    // A run out after runs: the runs completed count, and come after the wicket in the telling.
    parts.splice(0, 1, ...(event.runs > 0 || event.extra ? [wicket, parts[0]] : [wicket]));
  }
  if (event.penalty) parts.push(`${count(penaltyRunsOf(event.penalty, state.rules), 'penalty run', 'penalty runs')} to the ${event.penalty.to} side`);
  return {
    eventIndex: record.eventIndex,
    innings: innings.number,
    ball: ballNumber(record),
    text: `${name(record.bowler)} to ${name(record.striker)}, ${parts.join(', ')}`,
    comment: event.comment ?? null,
    label: record.label,
    wicket: record.dismissed !== null,
    boundary: event.boundary !== undefined && event.runs === event.boundary && (event.runsKind ?? 'bat') === 'bat' && event.extra === undefined,
  };
}

/** Ball-by-ball commentary of the whole match, the latest ball first. */
export function commentary(state: MatchState): CommentaryLine[] {
  return state.innings.flatMap((innings) => innings.deliveries.map((record) => lineOf(state, innings, record))).reverse();
}
