import { calledBalls, formatOvers } from './overs';
import type { BatterInnings, BowlerInnings, Dismissal, CreaseEnd, InningsState, MatchRules, PlayerId, TeamSide } from './types';

/** The mutable bookkeeping of one innings while the fold builds it. */

export interface NewInnings {
  number: number;
  battingTeam: TeamSide;
  superOver: boolean;
  followOn: boolean;
  striker: PlayerId;
  nonStriker: PlayerId;
  bowler: PlayerId;
  maxLegalBalls: number | null;
  allOutWickets: number;
  maxOversPerBowler: number | null;
}

export function createInnings(spec: NewInnings): InningsState {
  const innings: InningsState = {
    ...spec,
    bowlingTeam: spec.battingTeam === 'team1' ? 'team2' : 'team1',
    runs: 0,
    wickets: 0,
    legalBalls: 0,
    target: null,
    revised: false,
    extras: { wides: 0, noBalls: 0, byes: 0, legByes: 0, penalty: 0, total: 0 },
    batters: [],
    bowlers: [],
    deliveries: [],
    completedOvers: 0,
    ballsInOver: 0,
    overEndedAt: null,
    endedAt: null,
    fallOfWickets: [],
    partnerships: [],
    overs: [],
    vacancy: null,
    freeHit: false,
    completed: false,
    endReason: null,
  };
  batterLine(innings, spec.striker).atCrease = true;
  batterLine(innings, spec.nonStriker).atCrease = true;
  bowlerLine(innings, spec.bowler);
  startPartnership(innings);
  return innings;
}

/** The batter's line, added in batting order the first time they come in. */
export function batterLine(innings: InningsState, player: PlayerId): BatterInnings {
  let line = innings.batters.find((batter) => batter.player === player);
  if (!line) {
    line = { player, position: innings.batters.length + 1, runs: 0, balls: 0, fours: 0, sixes: 0, dots: 0, status: 'not_out', dismissal: null, atCrease: false };
    innings.batters.push(line);
  }
  return line;
}

export function bowlerLine(innings: InningsState, player: PlayerId): BowlerInnings {
  let line = innings.bowlers.find((bowler) => bowler.player === player);
  if (!line) {
    line = { player, legalBalls: 0, overBalls: 0, maidens: 0, runs: 0, wickets: 0, wides: 0, noBalls: 0, dots: 0 };
    innings.bowlers.push(line);
  }
  return line;
}

export function startPartnership(innings: InningsState): void {
  const pair: [PlayerId, PlayerId | null] = [innings.striker!, innings.nonStriker];
  const contributions: Record<PlayerId, { runs: number; balls: number }> = {};
  for (const batter of pair) if (batter !== null) contributions[batter] = { runs: 0, balls: 0 };
  innings.partnerships.push({ wicket: innings.wickets + 1, batters: pair, runs: 0, legalBalls: 0, contributions, unbroken: true });
}

export function currentPartnership(innings: InningsState) {
  const last = innings.partnerships[innings.partnerships.length - 1];
  return last?.unbroken ? last : null;
}

export function endPartnership(innings: InningsState): void {
  const partnership = currentPartnership(innings);
  if (partnership) partnership.unbroken = false;
}

export const otherEnd = (end: CreaseEnd): CreaseEnd => (end === 'striker' ? 'non_striker' : 'striker');

export function endOf(innings: InningsState, player: PlayerId): CreaseEnd | null {
  if (innings.striker === player) return 'striker';
  if (innings.nonStriker === player) return 'non_striker';
  return null;
}

export function placeAt(innings: InningsState, end: CreaseEnd, player: PlayerId | null): void {
  if (end === 'striker') innings.striker = player;
  else innings.nonStriker = player;
}

/** The batters change ends (odd runs, end of an over); a vacant end moves with them. */
export function swapEnds(innings: InningsState): void {
  // The last batter of last-man-stands bats alone and always faces.
  if (innings.nonStriker === null && innings.vacancy === null) return;
  [innings.striker, innings.nonStriker] = [innings.nonStriker, innings.striker];
  if (innings.vacancy) innings.vacancy = otherEnd(innings.vacancy);
}

/** A batter leaves the crease; returns the end left vacant. */
export function leaveCrease(innings: InningsState, player: PlayerId): CreaseEnd {
  const end = endOf(innings, player)!;
  placeAt(innings, end, null);
  batterLine(innings, player).atCrease = false;
  endPartnership(innings);
  return end;
}

/** A team wicket: the batter is out, the fall of wicket is written. */
export function recordWicket(innings: InningsState, player: PlayerId, dismissal: Dismissal, ballsPerOver: number): void {
  const line = batterLine(innings, player);
  line.status = 'out';
  line.dismissal = dismissal;
  line.atCrease = false;
  innings.wickets += 1;
  innings.fallOfWickets.push({
    wicket: innings.wickets,
    player,
    runs: innings.runs,
    legalBalls: calledBalls(innings, ballsPerOver),
    overs: formatOvers(calledBalls(innings, ballsPerOver), ballsPerOver),
  });
  if (dismissal.bowler) bowlerLine(innings, dismissal.bowler).wickets += 1;
}

/**
 * After a batter leaves: with last man stands the survivor bats alone (no vacancy); otherwise
 * the end waits for a new batter unless the innings is over.
 */
export function afterDeparture(innings: InningsState, vacant: CreaseEnd, rules: MatchRules): void {
  const lastManAlone = rules.lastManStands && !innings.superOver && innings.wickets === innings.allOutWickets - 1;
  if (lastManAlone) {
    const survivor = innings.striker ?? innings.nonStriker;
    innings.striker = survivor;
    innings.nonStriker = null;
    innings.vacancy = null;
    startPartnership(innings);
    return;
  }
  innings.vacancy = vacant;
}

export function addRuns(innings: InningsState, runs: number): void {
  innings.runs += runs;
  const partnership = currentPartnership(innings);
  if (partnership) partnership.runs += runs;
}

export function addPenalty(innings: InningsState, runs: number): void {
  innings.extras.penalty += runs;
  innings.extras.total += runs;
  addRuns(innings, runs);
}
