import { TEAM_NAME_MAX } from '../teams';
import type { CricsheetMatch } from './cricsheet';
import { MAX_BALLS_PER_OVER, parseScoringRules } from './api';
import { MATCH_FILE_MESSAGES } from './match-file';

/**
 * The shape check of an uploaded Cricsheet file: every field the importer reads, with the path of
 * the first one that is wrong ('innings[1].overs[3].deliveries[2].runs'). Whether the deliveries
 * can happen is the engine's to judge.
 */

type Input = Record<string, unknown>;

class ShapeError extends Error {}

const isObject = (value: unknown): value is Input => typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isName = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function fail(problem: string): never {
  throw new ShapeError(problem);
}

function check(ok: boolean, problem: string): void {
  if (!ok) fail(problem);
}

function list(value: unknown, path: string): unknown[] {
  return Array.isArray(value) ? value : fail(`${path} must be a list`);
}

function optionalObject(value: unknown, path: string): Input {
  if (value === undefined) return {};
  return isObject(value) ? value : fail(`${path} must be an object`);
}

function checkCounts(value: Input, fields: readonly string[], path: string): void {
  for (const field of fields) check(value[field] === undefined || isCount(value[field]), `${path}.${field} must be a whole number from 0`);
}

/** Cricsheet's texts (names, venues, events, officials, dates) are short; longer ones are not from a scorer. */
export const CRICSHEET_TEXT_MAX = 200;

/** The path of the first text in `value` longer than CRICSHEET_TEXT_MAX, or null. */
function overlongText(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.length > CRICSHEET_TEXT_MAX ? path : null;
  if (Array.isArray(value)) return value.reduce<string | null>((found, item, i) => found ?? overlongText(item, `${path}[${i}]`), null);
  if (isObject(value)) return Object.entries(value).reduce<string | null>((found, [key, item]) => found ?? overlongText(item, `${path}.${key}`), null);
  return null;
}

function checkInfo(info: Input): void {
  const teams = list(info.teams, 'info.teams');
  const distinct = new Set(teams.map((team) => (isName(team) ? team.trim().toLowerCase() : '')));
  check(teams.length === 2 && teams.every(isName) && distinct.size === 2, 'info.teams must name two different teams');
  check(teams.every((team) => (team as string).length <= TEAM_NAME_MAX), `info.teams: a team name must be at most ${TEAM_NAME_MAX} characters`);
  check(info.match_type === undefined || typeof info.match_type === 'string', 'info.match_type must be text');
  check(info.overs === undefined || (isCount(info.overs) && info.overs > 0), 'info.overs must be a positive whole number');
  const ballsPerOver = info.balls_per_over;
  check(ballsPerOver === undefined || (isCount(ballsPerOver) && ballsPerOver >= 1 && ballsPerOver <= MAX_BALLS_PER_OVER), `info.balls_per_over must be a whole number from 1 to ${MAX_BALLS_PER_OVER}`);
  for (const [team, players] of Object.entries(optionalObject(info.players, 'info.players'))) {
    check(list(players, `info.players.${team}`).every(isName), `info.players.${team} must list player names`);
  }
  const people = optionalObject(optionalObject(info.registry, 'info.registry').people, 'info.registry.people');
  check(Object.values(people).every(isName), 'info.registry.people must map names to ids');
  check(info.dates === undefined || list(info.dates, 'info.dates').every((date) => typeof date === 'string'), 'info.dates must list dates');
  for (const field of ['venue', 'city'] as const) check(info[field] === undefined || typeof info[field] === 'string', `info.${field} must be text`);
  const outcome = optionalObject(info.outcome, 'info.outcome');
  for (const field of ['winner', 'result', 'method', 'eliminator'] as const) check(outcome[field] === undefined || typeof outcome[field] === 'string', `info.outcome.${field} must be text`);
  const rules = parseScoringRules(info.scoring_rules);
  if ('error' in rules) fail(`info.scoring_rules: ${rules.error}`);
  const toss = optionalObject(info.toss, 'info.toss');
  check(toss.winner === undefined || (typeof toss.winner === 'string' && typeof toss.decision === 'string'), 'info.toss must name a winner and a decision');
}

function checkDelivery(ball: unknown, path: string): void {
  check(isObject(ball), `${path} must be a delivery`);
  const delivery = ball as Input;
  for (const field of ['batter', 'bowler', 'non_striker'] as const) check(isName(delivery[field]), `${path}.${field} must name a player`);
  check(isObject(delivery.runs), `${path}.runs must give the batter's, extra and total runs`);
  const runs = delivery.runs as Input;
  check(isCount(runs.batter) && isCount(runs.extras) && isCount(runs.total), `${path}.runs must give the batter's, extra and total runs`);
  checkCounts(optionalObject(delivery.extras, `${path}.extras`), ['wides', 'noballs', 'byes', 'legbyes', 'penalty'], `${path}.extras`);
  const replacements = optionalObject(delivery.replacements, `${path}.replacements`);
  for (const kind of ['match', 'role'] as const) {
    if (replacements[kind] === undefined) continue;
    list(replacements[kind], `${path}.replacements.${kind}`).forEach((one, index) => {
      const where = `${path}.replacements.${kind}[${index}]`;
      check(isObject(one) && isName(one.in), `${where} must name the player coming in`);
      for (const field of ['out', 'team', 'role', 'reason'] as const) check((one as Input)[field] === undefined || isName((one as Input)[field]), `${where}.${field} must be text`);
    });
  }
  if (delivery.wickets === undefined) return;
  list(delivery.wickets, `${path}.wickets`).forEach((wicket, index) => {
    const where = `${path}.wickets[${index}]`;
    check(isObject(wicket) && typeof wicket.kind === 'string' && isName(wicket.player_out), `${where} must give a kind and the player out`);
    const fielders = (wicket as Input).fielders;
    check(fielders === undefined || list(fielders, `${where}.fielders`).every((one) => isObject(one) && (one.name === undefined || typeof one.name === 'string')), `${where}.fielders must list fielders by name`);
  });
}

function checkInnings(innings: unknown, index: number, teams: string[]): void {
  const path = `innings[${index}]`;
  check(isObject(innings), `${path} must be an innings`);
  const value = innings as Input;
  check(teams.includes(value.team as string), `${path}.team must be one of info.teams`);
  for (const field of ['super_over', 'declared', 'forfeited'] as const) check(value[field] === undefined || typeof value[field] === 'boolean', `${path}.${field} must be true or false`);
  const target = optionalObject(value.target, `${path}.target`);
  check(target.overs === undefined || (typeof target.overs === 'number' && target.overs > 0), `${path}.target.overs must be a positive number`);
  checkCounts(target, ['runs'], `${path}.target`);
  checkCounts(optionalObject(value.penalty_runs, `${path}.penalty_runs`), ['pre', 'post'], `${path}.penalty_runs`);
  check(value.absent_hurt === undefined || list(value.absent_hurt, `${path}.absent_hurt`).every(isName), `${path}.absent_hurt must list player names`);
  for (const [over, call] of Object.entries(optionalObject(value.miscounted_overs, `${path}.miscounted_overs`))) {
    check(/^\d+$/.test(over) && isObject(call), `${path}.miscounted_overs.${over} must give the balls of an over by its number`);
  }
  if (value.overs === undefined) return;
  list(value.overs, `${path}.overs`).forEach((over, number) => {
    const where = `${path}.overs[${number}]`;
    check(isObject(over) && isCount(over.over), `${where}.over must be the over's number from 0`);
    list((over as Input).deliveries, `${where}.deliveries`).forEach((ball, ballIndex) => checkDelivery(ball, `${where}.deliveries[${ballIndex}]`));
  });
}

/** A Cricsheet match, or what is wrong with the value (MATCH_FILE_MESSAGES.notCricsheet). */
export function parseCricsheetMatch(value: unknown): { value: CricsheetMatch } | { error: string } {
  try {
    check(isObject(value), 'the file must be a JSON object with info and innings');
    const file = value as Input;
    const overlong = overlongText(file, 'file');
    check(overlong === null, `${overlong}: a text must be at most ${CRICSHEET_TEXT_MAX} characters`);
    check(isObject(file.info), 'info is missing');
    checkInfo(file.info as Input);
    const teams = (file.info as Input).teams as string[];
    list(file.innings, 'innings').forEach((innings, index) => checkInnings(innings, index, teams));
    return { value: file as unknown as CricsheetMatch };
  } catch (error) {
    if (error instanceof ShapeError) return { error: MATCH_FILE_MESSAGES.notCricsheet(error.message) };
    throw error;
  }
}
