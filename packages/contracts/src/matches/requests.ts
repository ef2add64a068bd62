import { clearable, id, oneOf, optional, requiredText, v, whole, wholeNumber } from '../validation/schema';
import { TEAM_NAME_MAX, TEAM_SHORT_NAME_MAX } from '../teams';
import {
  DEFAULT_MATCH_FORMAT,
  FRIENDLY_TOURNAMENT_CHOICE,
  MATCH_FORMATS,
  MATCH_STATUSES,
  MAX_PLAYERS_PER_SIDE,
  MIN_PLAYERS_PER_SIDE,
  RESULT_OUTCOMES,
  TOSS_DECISIONS,
} from './constants';
import { isIsoDate, isMatchTime } from './dates';
import { MATCH_MESSAGES, MATCH_VENUE_MAX } from './messages';
import { FIELD_MESSAGES } from './request-rules';

/** Text that must be there, refused with `missing` when absent or empty and with `wrong` otherwise. */
const requiredThat = (rule: (value: string) => boolean, missing: string, wrong: string) => {
  const message = (issue: v.BaseIssue<unknown>) => (issue.input === undefined || issue.input === null || issue.input === '' ? missing : wrong);
  return v.pipe(v.string(message), v.check(rule, message));
};

/** Whole overs: a number's whole part, or the leading digits of text ('20' and '20.7' are 20). */
const wholeOvers = (value: number | string) => (typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10));

/**
 * POST /api/my/matches and PUT /api/my/matches/{id} (core §5): entries in the order the form
 * reports them, then the two teams must differ. A left-out format is t20 and tournament 'none' a friendly.
 */
export const matchBody = v.pipe(
  v.object({
    team1Id: id(MATCH_MESSAGES.team1Id),
    team1Name: requiredText(TEAM_NAME_MAX, MATCH_MESSAGES.team1Name, MATCH_MESSAGES.teamNameTooLong),
    team1ShortName: requiredText(TEAM_SHORT_NAME_MAX, MATCH_MESSAGES.team1ShortName, MATCH_MESSAGES.shortNameTooLong),
    team2Id: id(MATCH_MESSAGES.team2Id),
    team2Name: requiredText(TEAM_NAME_MAX, MATCH_MESSAGES.team2Name, MATCH_MESSAGES.teamNameTooLong),
    team2ShortName: requiredText(TEAM_SHORT_NAME_MAX, MATCH_MESSAGES.team2ShortName, MATCH_MESSAGES.shortNameTooLong),
    format: v.pipe(optional(oneOf(MATCH_FORMATS, MATCH_MESSAGES.format)), v.transform((format) => format ?? DEFAULT_MATCH_FORMAT)),
    venue: requiredText(MATCH_VENUE_MAX, MATCH_MESSAGES.venue, MATCH_MESSAGES.venueTooLong),
    date: requiredThat(isIsoDate, MATCH_MESSAGES.date, MATCH_MESSAGES.dateFormat),
    time: requiredThat(isMatchTime, MATCH_MESSAGES.time, MATCH_MESSAGES.timeFormat),
    overs: optional(
      v.pipe(
        v.union([v.number(MATCH_MESSAGES.overs), v.string(MATCH_MESSAGES.overs)], MATCH_MESSAGES.overs),
        v.transform(wholeOvers),
        v.integer(MATCH_MESSAGES.overs),
        v.minValue(1, MATCH_MESSAGES.overs),
      ),
    ),
    // Null: the tournament's, else eleven (the service resolves it).
    playersPerSide: optional(
      v.pipe(
        v.number(MATCH_MESSAGES.playersPerSide),
        v.integer(MATCH_MESSAGES.playersPerSide),
        v.minValue(MIN_PLAYERS_PER_SIDE, MATCH_MESSAGES.playersPerSide),
        v.maxValue(MAX_PLAYERS_PER_SIDE, MATCH_MESSAGES.playersPerSide),
      ),
    ),
    tournamentId: v.pipe(
      optional(v.union([v.literal(FRIENDLY_TOURNAMENT_CHOICE), id(MATCH_MESSAGES.tournamentId)], MATCH_MESSAGES.tournamentId)),
      v.transform((id) => (id === FRIENDLY_TOURNAMENT_CHOICE ? null : id)),
    ),
  }),
  v.check((match) => match.team1Id !== match.team2Id, MATCH_MESSAGES.sameTeam),
);
export type MatchBody = v.InferOutput<typeof matchBody>;

/** GET /api/my/matches?status=: blank is every status. */
export const matchListQuery = v.object({
  status: clearable(oneOf(MATCH_STATUSES, MATCH_MESSAGES.statusFilter)),
});
export type MatchListQuery = v.InferOutput<typeof matchListQuery>;

/** POST /api/my/matches/{id}/status. */
export const matchStatusBody = v.object({
  status: oneOf(MATCH_STATUSES, MATCH_MESSAGES.status),
});
export type MatchStatusBody = v.InferOutput<typeof matchStatusBody>;

/** PUT /api/my/matches/{id}/toss: the winner is one of the match's two teams (the service checks which). */
export const tossBody = v.object({
  tossWinner: whole(MATCH_MESSAGES.tossWinner),
  tossDecision: oneOf(TOSS_DECISIONS, MATCH_MESSAGES.tossDecision),
});
export type TossBody = v.InferOutput<typeof tossBody>;

const OVERS_FIGURE = /^\d{1,3}(\.[0-5])?$/;
const RESULT_MAX = 200;

const runs = v.pipe(whole(MATCH_MESSAGES.resultScore), v.minValue(0, MATCH_MESSAGES.resultScore));
const wickets = wholeNumber(0, 10, MATCH_MESSAGES.resultScore);
/** Overs arrive as '19.4' or 19.4; stored as the figure's text. */
const oversFigure = v.union(
  [
    v.pipe(v.number(MATCH_MESSAGES.resultOvers), v.transform(String), v.regex(OVERS_FIGURE, MATCH_MESSAGES.resultOvers)),
    v.pipe(v.string(MATCH_MESSAGES.resultOvers), v.regex(OVERS_FIGURE, MATCH_MESSAGES.resultOvers)),
  ],
  MATCH_MESSAGES.resultOvers,
);
const inningsFigures = {
  team1Score: runs,
  team1Wickets: wickets,
  team1Overs: oversFigure,
  team2Score: runs,
  team2Wickets: wickets,
  team2Overs: oversFigure,
};

/** PUT /api/my/matches/{id}/score: a hand-kept score; the batting team is one of the two or null. */
export const scoreBody = v.object({
  battingTeam: v.nullable(whole(MATCH_MESSAGES.battingTeam)),
  currentInnings: wholeNumber(0, 4, MATCH_MESSAGES.innings),
  ...inningsFigures,
});
export type ScoreBody = v.InferOutput<typeof scoreBody>;

/** PUT /api/my/matches/{id}/result: final figures and outcome; a left-out result text is written from the outcome. */
export const resultBody = v.object({
  outcome: oneOf(RESULT_OUTCOMES, MATCH_MESSAGES.resultOutcome),
  winnerTeamId: v.nullish(whole(MATCH_MESSAGES.resultWinner)),
  result: clearable(v.pipe(v.string(FIELD_MESSAGES.tooLong('result', RESULT_MAX)), v.trim(), v.maxLength(RESULT_MAX, FIELD_MESSAGES.tooLong('result', RESULT_MAX)))),
  ...inningsFigures,
});
export type ResultBody = v.InferOutput<typeof resultBody>;
