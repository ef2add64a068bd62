import { howOut } from './dismissals';
import { playerName, playingNow } from './fold';
import { calledBalls, formatOvers, miscountedOvers, runRate } from './overs';
import type { BatterStatus, Extras, InningsEndReason, InningsState, MatchState, OverSummary, PlayerId, SubstitutionReason, TeamSide } from './types';

export interface BattingCardRow {
  player: PlayerId;
  name: string;
  howOut: string;
  status: BatterStatus;
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
  /** Runs per 100 balls, two decimals; null before a ball is faced. */
  strikeRate: number | null;
  atCrease: boolean;
  onStrike: boolean;
}

export interface BowlingCardRow {
  player: PlayerId;
  name: string;
  overs: string;
  legalBalls: number;
  maidens: number;
  runs: number;
  wickets: number;
  /** Runs per over, two decimals; null before a legal ball. */
  economy: number | null;
  wides: number;
  noBalls: number;
  dots: number;
}

export interface FallOfWicketRow {
  wicket: number;
  player: PlayerId;
  name: string;
  runs: number;
  overs: string;
  /** '1-23 (Smith, 4.2 ov)'. */
  text: string;
}

export interface PartnershipRow {
  wicket: number;
  batters: { player: PlayerId; name: string; runs: number; balls: number }[];
  runs: number;
  legalBalls: number;
  unbroken: boolean;
}

/** An over the umpires called complete at other than the balls per over (Law 17.5). */
export interface CalledOverRow {
  /** 1-based over number. */
  over: number;
  balls: number;
  /** 'Over 3: 5 balls (umpire's call)'. */
  text: string;
}

export const SUBSTITUTION_LABELS: Record<SubstitutionReason, string> = {
  concussion: 'Concussion substitute',
  impact_player: 'Impact player',
  covid: 'COVID-19 replacement',
  injury: 'Injury replacement',
  other: 'Replacement',
};

export interface SubstitutionRow {
  side: TeamSide;
  reason: SubstitutionReason;
  out: PlayerId;
  in: PlayerId;
  /** Overs completed in the innings when it was made. */
  over: number;
  /** 'Concussion substitute: Tiger 6 for Tiger 2 (Tigers, after 1 ov)'. */
  text: string;
}

export interface InningsScorecard {
  number: number;
  /** The batting team's name. */
  team: string;
  battingTeam: TeamSide;
  superOver: boolean;
  followOn: boolean;
  runs: number;
  wickets: number;
  legalBalls: number;
  overs: string;
  /** '153/9 (20 ov)', '82 (15.1 ov)' when all out, '450/7d (120 ov)' declared. */
  score: string;
  extras: Extras;
  /** 'Extras 12 (b 1, lb 4, w 6, nb 1, p 0)'. */
  extrasText: string;
  batting: BattingCardRow[];
  /** Roster players who did not bat (empty without a roster). */
  didNotBat: string[];
  bowling: BowlingCardRow[];
  fallOfWickets: FallOfWicketRow[];
  partnerships: PartnershipRow[];
  overSummaries: OverSummary[];
  calledOvers: CalledOverRow[];
  /** Replacements made during this innings (those before the first, in the first). */
  substitutions: SubstitutionRow[];
  runRate: number;
  target: number | null;
  completed: boolean;
  endReason: InningsEndReason | null;
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** A batter's name as a scorecard prints it: '(c)' after the captain, '†' after the wicket-keeper. */
function withRole(state: MatchState, side: TeamSide, player: PlayerId): string {
  const { captain, wicketKeeper } = state.teams[side];
  return `${playerName(state, player)}${player === captain ? ' (c)' : ''}${player === wicketKeeper ? ' †' : ''}`;
}

export function battingCard(state: MatchState, innings: InningsState): BattingCardRow[] {
  return innings.batters.map((line) => ({
    player: line.player,
    name: withRole(state, innings.battingTeam, line.player),
    howOut: line.atCrease ? 'not out' : howOut(line.dismissal, (id) => playerName(state, id), line.status),
    status: line.status,
    runs: line.runs,
    balls: line.balls,
    fours: line.fours,
    sixes: line.sixes,
    strikeRate: line.balls === 0 ? null : twoDecimals((line.runs * 100) / line.balls),
    atCrease: line.atCrease,
    onStrike: line.atCrease && innings.striker === line.player && !innings.completed,
  }));
}

export function bowlingCard(state: MatchState, innings: InningsState): BowlingCardRow[] {
  const { ballsPerOver } = state.rules;
  return innings.bowlers
    .filter((line) => line.legalBalls > 0 || line.runs > 0 || line.wides + line.noBalls > 0)
    .map((line) => ({
      player: line.player,
      name: playerName(state, line.player),
      overs: formatOvers(line.overBalls, ballsPerOver),
      legalBalls: line.legalBalls,
      maidens: line.maidens,
      runs: line.runs,
      wickets: line.wickets,
      economy: line.overBalls <= 0 ? null : runRate(line.runs, line.overBalls, ballsPerOver),
      wides: line.wides,
      noBalls: line.noBalls,
      dots: line.dots,
    }));
}

export function extrasText(extras: Extras): string {
  return `Extras ${extras.total} (b ${extras.byes}, lb ${extras.legByes}, w ${extras.wides}, nb ${extras.noBalls}, p ${extras.penalty})`;
}

export function fallOfWickets(state: MatchState, innings: InningsState): FallOfWicketRow[] {
  return innings.fallOfWickets.map((fall) => {
    const name = playerName(state, fall.player);
    return { wicket: fall.wicket, player: fall.player, name, runs: fall.runs, overs: fall.overs, text: `${fall.wicket}-${fall.runs} (${name}, ${fall.overs} ov)` };
  });
}

export function partnerships(state: MatchState, innings: InningsState): PartnershipRow[] {
  return innings.partnerships.map((partnership) => ({
    wicket: partnership.wicket,
    batters: partnership.batters
      .filter((player): player is PlayerId => player !== null)
      .map((player) => ({ player, name: playerName(state, player), ...partnership.contributions[player] })),
    runs: partnership.runs,
    legalBalls: partnership.legalBalls,
    unbroken: partnership.unbroken,
  }));
}

export function calledOvers(state: MatchState, innings: InningsState): CalledOverRow[] {
  return miscountedOvers(innings, state.rules.ballsPerOver).map((over) => ({
    over: over.number,
    balls: over.legalBalls,
    text: `Over ${over.number}: ${over.legalBalls} ${over.legalBalls === 1 ? 'ball' : 'balls'} (umpire's call)`,
  }));
}

export function substitutions(state: MatchState, innings: InningsState): SubstitutionRow[] {
  return state.substitutions
    .filter((one) => Math.max(1, one.innings) === innings.number)
    .map((one) => ({
      side: one.side,
      reason: one.reason,
      out: one.out,
      in: one.in,
      over: one.over,
      text: `${SUBSTITUTION_LABELS[one.reason]}: ${playerName(state, one.in)} for ${playerName(state, one.out)} (${state.teams[one.side].name}${one.over > 0 ? `, after ${one.over} ov` : ''})`,
    }));
}

export function inningsScorecard(state: MatchState, innings: InningsState): InningsScorecard {
  const { ballsPerOver } = state.rules;
  const balls = calledBalls(innings, ballsPerOver);
  const overs = formatOvers(balls, ballsPerOver);
  const playing = playingNow(state, innings.battingTeam) ?? [];
  const allOut = !innings.superOver && (innings.wickets >= innings.allOutWickets || innings.endReason === 'all_out');
  return {
    number: innings.number,
    team: state.teams[innings.battingTeam].name,
    battingTeam: innings.battingTeam,
    superOver: innings.superOver,
    followOn: innings.followOn,
    runs: innings.runs,
    wickets: innings.wickets,
    legalBalls: innings.legalBalls,
    overs,
    score: `${innings.runs}${allOut ? '' : `/${innings.wickets}`}${innings.endReason === 'declared' ? 'd' : ''} (${overs} ov)`,
    extras: innings.extras,
    extrasText: extrasText(innings.extras),
    batting: battingCard(state, innings),
    didNotBat: playing.filter((player) => !innings.batters.some((line) => line.player === player)).map((player) => playerName(state, player)),
    bowling: bowlingCard(state, innings),
    fallOfWickets: fallOfWickets(state, innings),
    partnerships: partnerships(state, innings),
    overSummaries: innings.overs,
    calledOvers: calledOvers(state, innings),
    substitutions: substitutions(state, innings),
    runRate: runRate(innings.runs, balls, ballsPerOver),
    target: innings.target,
    completed: innings.completed,
    endReason: innings.endReason,
  };
}

/** The whole match's scorecard (the shape GET /api/my/matches/{id}/scorecard answers). */
export function matchScorecard(state: MatchState): { innings: InningsScorecard[]; result: string | null } {
  return { innings: state.innings.map((innings) => inningsScorecard(state, innings)), result: state.result?.text ?? null };
}
