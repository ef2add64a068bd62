import { BOWLER_CREDITED, RUNS_KEPT, dismissalError } from './dismissals';
import { afterDeparture, addRuns, batterLine, bowlerLine, currentPartnership, endOf, endPartnership, otherEnd, placeAt, recordWicket, swapEnds } from './innings';
import { SCORING_MESSAGES } from './messages';
import { MAX_PENALTY_RUNS } from './rules';
import type { DeliveryEvent, DeliveryRecord, CreaseEnd, InningsState, MatchRules, PenaltyAward, PlayerId } from './types';

export const MAX_RUNS_OFF_A_BALL = 12;

/** Why this delivery cannot be recorded on the innings as it stands, or null. */
export function deliveryError(innings: InningsState, delivery: DeliveryEvent): string | null {
  if (innings.vacancy) return SCORING_MESSAGES.batterRequired;
  if (innings.bowler === null) return SCORING_MESSAGES.bowlerRequired;
  const { runs, boundary, extra, runsKind } = delivery;
  if (!Number.isInteger(runs) || runs < 0 || runs > MAX_RUNS_OFF_A_BALL) return SCORING_MESSAGES.invalidRuns;
  if (extra === 'wide' && (runsKind === 'bye' || runsKind === 'leg_bye')) return SCORING_MESSAGES.runsOffWide;
  if (boundary !== undefined) {
    if ((boundary !== 4 && boundary !== 6) || runs < boundary) return SCORING_MESSAGES.invalidBoundary;
    if (boundary === 6 && (extra === 'wide' || (runsKind ?? 'bat') !== 'bat')) return SCORING_MESSAGES.sixOffTheBat;
  }
  if (delivery.penalty && !validPenalty(delivery.penalty)) return SCORING_MESSAGES.invalidPenalty;
  const wicket = delivery.wicket;
  if (wicket?.batter !== undefined && endOf(innings, wicket.batter) === null) return SCORING_MESSAGES.notAtCrease(wicket.batter);
  return dismissalError(delivery, innings.freeHit, innings.striker!, delivery.asCalled === true);
}

/** Applies a valid delivery: totals, both cards, partnership, over, ends, free hit. */
export function applyDelivery(innings: InningsState, delivery: DeliveryEvent, rules: MatchRules, eventIndex: number): DeliveryRecord {
  const striker = innings.striker!;
  const nonStriker = innings.nonStriker;
  const bowler = innings.bowler!;
  const wide = delivery.extra === 'wide';
  const noBall = delivery.extra === 'no_ball';
  const legal = !wide && !noBall;
  const kind = wide ? 'wide' : (delivery.runsKind ?? 'bat');
  const extras = {
    wides: wide ? rules.wideRuns + delivery.runs : 0,
    noBalls: noBall ? rules.noBallRuns : 0,
    byes: kind === 'bye' ? delivery.runs : 0,
    legByes: kind === 'leg_bye' ? delivery.runs : 0,
    penalty: delivery.penalty?.to === 'batting' ? penaltyRunsOf(delivery.penalty, rules) : 0,
  };
  const batterRuns = kind === 'bat' ? delivery.runs : 0;
  const extrasTotal = extras.wides + extras.noBalls + extras.byes + extras.legByes + extras.penalty;
  const totalRuns = batterRuns + extrasTotal;
  const bowlerRuns = batterRuns + extras.wides + extras.noBalls;
  const over = innings.completedOvers;
  const freeHit = innings.freeHit;

  innings.legalBalls += legal ? 1 : 0;
  innings.ballsInOver += legal ? 1 : 0;
  addRuns(innings, totalRuns);
  for (const key of ['wides', 'noBalls', 'byes', 'legByes', 'penalty'] as const) innings.extras[key] += extras[key];
  innings.extras.total += extrasTotal;

  const batter = batterLine(innings, striker);
  const hitForBoundary = kind === 'bat' && delivery.boundary !== undefined && delivery.runs === delivery.boundary;
  batter.runs += batterRuns;
  batter.balls += wide ? 0 : 1;
  batter.fours += hitForBoundary && delivery.boundary === 4 ? 1 : 0;
  batter.sixes += hitForBoundary && delivery.boundary === 6 ? 1 : 0;
  batter.dots += !wide && batterRuns === 0 ? 1 : 0;
  const partnership = currentPartnership(innings)!;
  partnership.legalBalls += legal ? 1 : 0;
  const share = partnership.contributions[striker];
  share.runs += batterRuns;
  share.balls += wide ? 0 : 1;

  const bowling = bowlerLine(innings, bowler);
  bowling.legalBalls += legal ? 1 : 0;
  bowling.overBalls += legal ? 1 : 0;
  bowling.runs += bowlerRuns;
  bowling.wides += wide ? 1 : 0;
  bowling.noBalls += noBall ? 1 : 0;
  bowling.dots += legal && bowlerRuns === 0 ? 1 : 0;

  // Runs actually run decide the ends; a boundary's allowance does not (Law 18.11, 19.8).
  const runsRun = delivery.runs - (delivery.boundary ?? 0);
  if (runsRun % 2 === 1) swapEnds(innings);
  const dismissed = delivery.wicket ? dismiss(innings, delivery, rules, striker, bowler) : null;

  innings.freeHit = rules.freeHit && (noBall || (wide && freeHit));
  const record: DeliveryRecord = {
    eventIndex,
    event: delivery,
    over,
    ballInOver: innings.ballsInOver,
    legal,
    freeHit,
    striker,
    nonStriker,
    bowler,
    totalRuns,
    batterRuns,
    extras,
    bowlerRuns,
    dismissed,
    label: deliveryLabel(delivery, extras, rules),
  };
  innings.deliveries.push(record);
  addToOver(innings, record);
  return record;
}

export function validPenalty(award: PenaltyAward): boolean {
  return award.runs === undefined || (Number.isInteger(award.runs) && award.runs > 0 && award.runs <= MAX_PENALTY_RUNS);
}

/** The runs of a penalty award: the Law 41 award unless the playing conditions name another number. */
export function penaltyRunsOf(award: PenaltyAward, rules: MatchRules): number {
  return award.runs ?? rules.penaltyRuns;
}

function dismiss(innings: InningsState, delivery: DeliveryEvent, rules: MatchRules, striker: PlayerId, bowler: PlayerId): PlayerId {
  const wicket = delivery.wicket!;
  const out = wicket.batter ?? striker;
  const credited = BOWLER_CREDITED.has(wicket.kind);
  recordWicket(
    innings,
    out,
    { kind: wicket.kind, bowler: credited ? bowler : null, fielders: wicket.kind === 'caught_and_bowled' ? [] : [...(wicket.fielders ?? [])] },
    rules.ballsPerOver,
  );
  endPartnership(innings);
  const outEnd = endOf(innings, out)!;
  let vacant: CreaseEnd = outEnd;
  if (RUNS_KEPT.has(wicket.kind)) {
    // The new batter takes the end where the wicket was put down; by default the one the out batter ran to.
    vacant = wicket.end ?? otherEnd(outEnd);
    const survivor = innings.striker === out ? innings.nonStriker : innings.striker;
    placeAt(innings, otherEnd(vacant), survivor);
  }
  placeAt(innings, vacant, null);
  afterDeparture(innings, vacant, rules);
  return out;
}

function deliveryLabel(delivery: DeliveryEvent, extras: DeliveryRecord['extras'], rules: MatchRules): string {
  const kindMark = delivery.runsKind === 'bye' ? 'b' : delivery.runsKind === 'leg_bye' ? 'lb' : '';
  let label: string;
  if (delivery.extra === 'wide') label = `${extras.wides}wd`;
  else if (delivery.extra === 'no_ball') label = delivery.runs > 0 ? `${delivery.runs}${kindMark}+nb` : 'nb';
  else label = `${delivery.runs}${kindMark}`;
  if (delivery.wicket) label = label === '0' ? 'W' : `${label}W`;
  if (delivery.penalty) label += `+${penaltyRunsOf(delivery.penalty, rules)}p${delivery.penalty.to === 'fielding' ? 'f' : ''}`;
  return label;
}

function addToOver(innings: InningsState, record: DeliveryRecord): void {
  let summary = innings.overs[innings.overs.length - 1];
  if (!summary || summary.number !== record.over + 1) {
    summary = { number: record.over + 1, bowlers: [], runs: 0, wickets: 0, legalBalls: 0, cumulativeRuns: 0, maiden: false, balls: [] };
    innings.overs.push(summary);
  }
  if (!summary.bowlers.includes(record.bowler)) summary.bowlers.push(record.bowler);
  summary.runs += record.totalRuns;
  summary.wickets += record.dismissed ? 1 : 0;
  summary.legalBalls += record.legal ? 1 : 0;
  summary.cumulativeRuns = innings.runs;
  summary.balls.push(record.label);
}
