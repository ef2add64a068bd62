import type { MatchFormat } from '../matches';
import { playerName, type BatterInnings, type BowlerInnings, type DismissalKind, type InningsState, type MatchState, type PlayerId, type ScoringResult, type TeamSide } from '../scoring';

/**
 * One player's figures in one match, read off the folded match: the figures every career,
 * leaderboard and player-of-the-match suggestion is built from. Plain JSON, so that a service
 * may store it as it is. Super-over innings are kept out of every figure (they decide a tie;
 * they are no part of a player's record).
 */

/**
 * The version of these definitions. A change to what a match's figures hold or how they are
 * counted raises it, and the matches service rewrites every completed match's stored figures at
 * its next start (2: the kinds of dismissals).
 */
export const PLAYER_FIGURES_VERSION = 2;

/** How the match ended for the player's side. */
export type PlayerMatchResult = 'won' | 'lost' | 'tied' | 'drawn' | 'no_result' | 'abandoned';

export interface BattingInningsFigures {
  /** The innings of the match, 1-based (a Test has up to four). */
  innings: number;
  runs: number;
  /** Legal balls and no-balls faced; wides are not balls faced. */
  balls: number;
  fours: number;
  sixes: number;
  /** Not out at the end, retired hurt or retired not out; retired out is out. */
  notOut: boolean;
  /** How the innings ended: the dismissal's kind, null when not out. */
  howOut: DismissalKind | null;
}

/** Wickets by the way they fell, for the kinds that fell. */
export type WicketKinds = Partial<Record<DismissalKind, number>>;

export interface BowlingInningsFigures {
  innings: number;
  /** Balls as the overs were called (Law 17.5), as the scorecard counts them. */
  balls: number;
  maidens: number;
  /** Runs charged: off the bat, wides and no-balls; not byes, leg-byes or penalty runs. */
  runs: number;
  /** Wickets credited to the bowler: not run outs, obstructing the field, timed or retired out. */
  wickets: number;
  /** The same wickets by how they fell; they add up to `wickets`. */
  wicketKinds: WicketKinds;
}

export interface FieldingFigures {
  /** Catches, the bowler's own caught and bowled included. */
  catches: number;
  stumpings: number;
  /** Each fielder the run out names is credited with it. */
  runOuts: number;
}

export interface PlayerMatchFigures {
  player: PlayerId;
  name: string;
  side: TeamSide;
  format: MatchFormat;
  /** The match's balls per over, so that a career's overs are counted in the overs bowled. */
  ballsPerOver: number;
  /**
   * In the side's eleven or a replacement who came in: a match played. A substitute fielder is
   * not, though the catches and run outs they take are theirs.
   */
  played: boolean;
  /** Null while the match has no result. */
  result: PlayerMatchResult | null;
  /** One line per innings batted: absent hurt and did not bat are none. */
  batting: BattingInningsFigures[];
  /** One line per innings in which the player bowled. */
  bowling: BowlingInningsFigures[];
  fielding: FieldingFigures;
}

const SIDES: readonly TeamSide[] = ['team1', 'team2'];

/**
 * The players a side fielded: its XI and the replacements who came in (those replaced played
 * too), or its roster when no XI was named; null when the side has no roster.
 */
function sidePlayers(state: MatchState, side: TeamSide): PlayerId[] | null {
  const { players, playingXI } = state.teams[side];
  if (!playingXI) return players?.map((one) => one.id) ?? null;
  return [...playingXI, ...state.substitutions.filter((one) => one.side === side).map((one) => one.in)];
}

function resultFor(result: ScoringResult | null, side: TeamSide): PlayerMatchResult | null {
  if (!result) return null;
  if (result.outcome === 'win') return result.winner === side ? 'won' : 'lost';
  return result.outcome === 'tie' ? 'tied' : result.outcome;
}

function battingLine(innings: InningsState, line: BatterInnings): BattingInningsFigures {
  const out = line.status === 'out';
  return { innings: innings.number, runs: line.runs, balls: line.balls, fours: line.fours, sixes: line.sixes, notOut: !out, howOut: out ? (line.dismissal?.kind ?? null) : null };
}

/** Each bowler's credited wickets of the innings by kind, read off the batters' dismissals. */
function wicketKindsOf(innings: InningsState): Map<PlayerId, WicketKinds> {
  const kinds = new Map<PlayerId, WicketKinds>();
  for (const { dismissal } of innings.batters) {
    // Only a wicket credited to the bowler names one.
    if (!dismissal?.bowler) continue;
    const bowler = kinds.get(dismissal.bowler) ?? {};
    bowler[dismissal.kind] = (bowler[dismissal.kind] ?? 0) + 1;
    kinds.set(dismissal.bowler, bowler);
  }
  return kinds;
}

function bowlingLine(innings: InningsState, line: BowlerInnings, wicketKinds: WicketKinds): BowlingInningsFigures {
  return { innings: innings.number, balls: line.overBalls, maidens: line.maidens, runs: line.runs, wickets: line.wickets, wicketKinds };
}

/** A bowler named for an over who never delivered a ball did not bowl. */
const bowled = (line: BowlerInnings) => line.legalBalls + line.overBalls + line.wides + line.noBalls > 0;

/**
 * Every player who took part in the match, in side order (the XI or roster first), with their
 * figures; of a match still in play, the figures so far.
 */
export function playerMatchFigures(state: MatchState): PlayerMatchFigures[] {
  const records = new Map<PlayerId, PlayerMatchFigures>();
  const listed = { team1: sidePlayers(state, 'team1'), team2: sidePlayers(state, 'team2') };
  const recordFor = (player: PlayerId, side: TeamSide, played: boolean): PlayerMatchFigures => {
    let record = records.get(player);
    if (!record) {
      record = {
        player,
        name: playerName(state, player),
        side,
        format: state.rules.format,
        ballsPerOver: state.rules.ballsPerOver,
        played,
        result: resultFor(state.result, side),
        batting: [],
        bowling: [],
        fielding: { catches: 0, stumpings: 0, runOuts: 0 },
      };
      records.set(player, record);
    }
    record.played ||= played;
    return record;
  };

  for (const side of SIDES) for (const player of listed[side] ?? []) recordFor(player, side, true);
  for (const innings of state.innings.filter((one) => !one.superOver)) {
    const fielding = innings.bowlingTeam;
    // Without a roster there is no telling a substitute fielder from the eleven.
    const fielder = (player: PlayerId) => recordFor(player, fielding, listed[fielding] === null).fielding;
    for (const line of innings.batters) {
      const record = recordFor(line.player, innings.battingTeam, true);
      if (line.status !== 'absent_hurt') record.batting.push(battingLine(innings, line));
      const dismissal = line.dismissal;
      if (!dismissal) continue;
      const [first] = dismissal.fielders;
      if (dismissal.kind === 'caught_and_bowled' && dismissal.bowler) fielder(dismissal.bowler).catches += 1;
      else if (dismissal.kind === 'caught' && first) fielder(first).catches += 1;
      else if (dismissal.kind === 'stumped' && first) fielder(first).stumpings += 1;
      else if (dismissal.kind === 'run_out') for (const one of new Set(dismissal.fielders)) fielder(one).runOuts += 1;
    }
    const wicketKinds = wicketKindsOf(innings);
    for (const line of innings.bowlers.filter(bowled)) recordFor(line.player, fielding, true).bowling.push(bowlingLine(innings, line, wicketKinds.get(line.player) ?? {}));
  }
  return [...records.values()];
}
