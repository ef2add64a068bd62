import { clearable, oneOf, requiredText, textThat, v, whole, wholeNumber } from '../validation/schema';
import { isImageReference } from '../validation/image';
import { MATCH_FORMATS, MATCH_MESSAGES, MAX_PLAYERS_PER_SIDE, MIN_PLAYERS_PER_SIDE, TOURNAMENT_STATUSES, isIsoDate } from '../matches';
import { FIELD_MESSAGES, plainText } from '../matches/request-rules';
import { TOURNAMENT_MAX_TEAMS, TOURNAMENT_MESSAGES, TOURNAMENT_NAME_MAX, TOURNAMENT_PENALTY } from './messages';
import { emptyPenaltyProblem, isPenaltyNetRunRate, isPenaltyPoints } from './penalties';
import { TIE_BREAKERS } from './points-table';
import { TOURNAMENT_FIXTURE_TYPES } from './types';

const DESCRIPTION_MAX = 5000;
const VENUE_MAX = 150;
const VENUES_MAX = 20;

const name = requiredText(TOURNAMENT_NAME_MAX, TOURNAMENT_MESSAGES.nameRequired, TOURNAMENT_MESSAGES.nameTooLong);
const date = textThat(isIsoDate, TOURNAMENT_MESSAGES.dateFormat);
const maxTeams = wholeNumber(TOURNAMENT_MAX_TEAMS.min, TOURNAMENT_MAX_TEAMS.max, TOURNAMENT_MESSAGES.maxTeams);
const startDateMessage = (issue: v.BaseIssue<unknown>) =>
  issue.input === undefined || issue.input === null || issue.input === '' ? TOURNAMENT_MESSAGES.startDate : TOURNAMENT_MESSAGES.dateFormat;

/** Optional in both create and edit: null (or a left-out field) keeps the default or the value as it is. */
const tournamentFields = {
  playersPerSide: v.nullish(
    v.pipe(
      v.number(MATCH_MESSAGES.playersPerSide),
      v.integer(MATCH_MESSAGES.playersPerSide),
      v.minValue(MIN_PLAYERS_PER_SIDE, MATCH_MESSAGES.playersPerSide),
      v.maxValue(MAX_PLAYERS_PER_SIDE, MATCH_MESSAGES.playersPerSide),
    ),
  ),
  format: v.nullish(oneOf(MATCH_FORMATS, TOURNAMENT_MESSAGES.format)),
  endDate: clearable(date),
  registrationDeadline: clearable(date),
  // Trimmed names; blank ones are left out.
  venueNames: v.nullish(
    v.pipe(
      v.array(v.pipe(v.string(TOURNAMENT_MESSAGES.venueNames), v.trim(), v.maxLength(VENUE_MAX, TOURNAMENT_MESSAGES.venueNames)), TOURNAMENT_MESSAGES.venueNames),
      v.filterItems((venue) => venue !== ''),
      v.maxLength(VENUES_MAX, TOURNAMENT_MESSAGES.venueNames),
    ),
  ),
  coverImage: clearable(v.pipe(v.string(TOURNAMENT_MESSAGES.coverImage), v.trim(), v.check((image: string) => isImageReference(image), TOURNAMENT_MESSAGES.coverImage))),
  description: plainText('description', DESCRIPTION_MAX),
  // After points, in order.
  tieBreakers: v.nullish(
    v.pipe(
      v.array(oneOf(TIE_BREAKERS, TOURNAMENT_MESSAGES.tieBreakers), TOURNAMENT_MESSAGES.tieBreakers),
      v.check((tieBreakers) => new Set(tieBreakers).size === tieBreakers.length, TOURNAMENT_MESSAGES.tieBreakers),
    ),
  ),
};

/** POST /api/tournaments: name, start date and maxTeams are required. */
export const createTournamentBody = v.object({
  name,
  startDate: v.pipe(v.string(startDateMessage), v.check((startDate: string) => isIsoDate(startDate), startDateMessage)),
  maxTeams,
  ...tournamentFields,
});
export type CreateTournamentBody = v.InferOutput<typeof createTournamentBody>;

/** PATCH /api/tournaments/{id}: any subset; a left-out field stays as it is. */
export const updateTournamentBody = v.object({
  name: v.optional(name),
  startDate: v.optional(date),
  maxTeams: v.optional(maxTeams),
  ...tournamentFields,
});
export type UpdateTournamentBody = v.InferOutput<typeof updateTournamentBody>;

/** GET /api/tournaments?status=&search=: blank status is every status; search is part of the name. */
export const tournamentListQuery = v.object({
  status: clearable(oneOf(TOURNAMENT_STATUSES, TOURNAMENT_MESSAGES.status)),
  search: v.optional(v.pipe(v.string(FIELD_MESSAGES.text('search')), v.trim(), v.maxLength(TOURNAMENT_NAME_MAX, FIELD_MESSAGES.tooLong('search', TOURNAMENT_NAME_MAX)))),
});
export type TournamentListQuery = v.InferOutput<typeof tournamentListQuery>;

/** POST /api/tournaments/{id}/status. */
export const tournamentStatusBody = v.object({ status: oneOf(TOURNAMENT_STATUSES, TOURNAMENT_MESSAGES.status) });
export type TournamentStatusBody = v.InferOutput<typeof tournamentStatusBody>;

/** POST /api/tournaments/{id}/teams: one of my workspace's teams. */
export const registerTeamBody = v.object({ teamId: whole(TOURNAMENT_MESSAGES.teamRequired) });
export type RegisterTeamBody = v.InferOutput<typeof registerTeamBody>;

/** POST /api/tournaments/{id}/fixtures. */
export const generateFixturesBody = v.object({ type: oneOf(TOURNAMENT_FIXTURE_TYPES, TOURNAMENT_MESSAGES.fixtureType) });
export type GenerateFixturesBody = v.InferOutput<typeof generateFixturesBody>;

/** POST /api/tournaments/{id}/penalties: what is deducted from a registered team (points, net run rate or both), and why. */
export const tournamentPenaltyBody = v.pipe(
  v.object({
    teamId: v.pipe(v.number(TOURNAMENT_MESSAGES.penaltyTeam), v.integer(TOURNAMENT_MESSAGES.penaltyTeam)),
    points: v.nullish(v.pipe(v.number(TOURNAMENT_MESSAGES.penaltyPoints), v.check((points: number) => isPenaltyPoints(points), TOURNAMENT_MESSAGES.penaltyPoints))),
    // In thousandths at most.
    netRunRate: v.nullish(v.pipe(v.number(TOURNAMENT_MESSAGES.penaltyNetRunRate), v.check((netRunRate: number) => isPenaltyNetRunRate(netRunRate), TOURNAMENT_MESSAGES.penaltyNetRunRate))),
    reason: requiredText(TOURNAMENT_PENALTY.reasonMax, TOURNAMENT_MESSAGES.penaltyReason, TOURNAMENT_MESSAGES.penaltyReasonTooLong),
  }),
  v.check((penalty) => emptyPenaltyProblem(penalty) === null, TOURNAMENT_MESSAGES.penaltyNothing),
);
export type TournamentPenaltyBody = v.InferOutput<typeof tournamentPenaltyBody>;
