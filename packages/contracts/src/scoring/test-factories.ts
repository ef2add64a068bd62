import type { DeliveryEvent, DeliveryDismissal, MatchSetup, RosterPlayer, ScoringEvent, TeamSide } from './types';

/** Small builders for the engine's tests: teams L1–L11 (Lions) and T1–T11 (Tigers). */

export const roster = (prefix: string): RosterPlayer[] => Array.from({ length: 11 }, (_, i) => ({ id: `${prefix}${i + 1}`, name: `${prefix === 'L' ? 'Lion' : 'Tiger'} ${i + 1}` }));

export function newSetup(overrides: Partial<MatchSetup> = {}): MatchSetup {
  return { format: 't20', teams: { team1: { name: 'Lions', players: roster('L') }, team2: { name: 'Tigers', players: roster('T') } }, ...overrides };
}

export const start = (battingTeam: TeamSide = 'team1', bowler?: string): ScoringEvent => {
  const [bat, bowl] = battingTeam === 'team1' ? ['L', 'T'] : ['T', 'L'];
  return { type: 'innings_start', battingTeam, striker: `${bat}1`, nonStriker: `${bat}2`, bowler: bowler ?? `${bowl}11` };
};
export const ball = (runs = 0, more: Partial<DeliveryEvent> = {}): DeliveryEvent => ({ type: 'delivery', runs, ...more });
export const four = (): DeliveryEvent => ball(4, { boundary: 4 });
export const six = (): DeliveryEvent => ball(6, { boundary: 6 });
export const wide = (runs = 0, more: Partial<DeliveryEvent> = {}): DeliveryEvent => ball(runs, { extra: 'wide', ...more });
export const noBall = (runs = 0, more: Partial<DeliveryEvent> = {}): DeliveryEvent => ball(runs, { extra: 'no_ball', ...more });
export const out = (kind: DeliveryDismissal['kind'], wicket: Omit<DeliveryDismissal, 'kind'> = {}, more: Partial<DeliveryEvent> = {}): DeliveryEvent =>
  ball(0, { wicket: { kind, ...wicket }, ...more });
export const bowler = (id: string): ScoringEvent => ({ type: 'bowler', bowler: id });
export const batterIn = (id: string): ScoringEvent => ({ type: 'batter_in', batter: id });

/** `count` balls of `runs` each. */
export const balls = (count: number, runs = 0): DeliveryEvent[] => Array.from({ length: count }, () => ball(runs));

/** Whole overs of the same runs per ball, bowlers alternating (the first over's bowler is already on). */
export function overs(count: number, runs = 0, bowlers: [string, string] = ['T11', 'T10'], firstOver = 0): ScoringEvent[] {
  const events: ScoringEvent[] = [];
  for (let over = firstOver; over < firstOver + count; over += 1) {
    if (over > 0) events.push(bowler(bowlers[over % 2]));
    events.push(...balls(6, runs));
  }
  return events;
}
