import { clearable, oneOf, requiredText, v, wholeNumber } from '../validation/schema';
import { TEXT_MAX } from '../validation/text';
import { FIELD_MESSAGES, plainText } from '../matches/request-rules';
import { BATTING_STYLES, BOWLING_STYLES, JERSEY_NUMBER_MAX, PLAYING_ROLES, TEAM_MESSAGES, TEAM_NAME_MAX, TEAM_SHORT_NAME_MAX } from './messages';

const teamName = requiredText(TEAM_NAME_MAX, TEAM_MESSAGES.nameRequired, TEAM_MESSAGES.nameTooLong);
const teamFields = {
  // Blank: the name's first 3 letters in upper case.
  shortName: clearable(v.pipe(v.string(TEAM_MESSAGES.shortNameTooLong), v.trim(), v.maxLength(TEAM_SHORT_NAME_MAX, TEAM_MESSAGES.shortNameTooLong))),
  description: plainText('description', TEXT_MAX.paragraph),
  logoUrl: plainText('logoUrl', TEXT_MAX.paragraph),
  homeGround: plainText('homeGround', TEAM_NAME_MAX),
};

/** POST /api/my/teams. */
export const createTeamBody = v.object({ name: teamName, ...teamFields });
export type CreateTeamBody = v.InferOutput<typeof createTeamBody>;

/** PATCH /api/my/teams/{id}: any field alone, with the same rules; a left-out field stays as it is. */
export const updateTeamBody = v.object({ name: v.optional(teamName), ...teamFields });
export type UpdateTeamBody = v.InferOutput<typeof updateTeamBody>;

const playingRole = oneOf(PLAYING_ROLES, TEAM_MESSAGES.playingRole);
const leadership = (field: string) => v.nullish(v.boolean(FIELD_MESSAGES.flag(field)));
const playerFields = {
  jerseyNumber: clearable(wholeNumber(0, JERSEY_NUMBER_MAX, TEAM_MESSAGES.jerseyNumber)),
  battingStyle: clearable(oneOf(BATTING_STYLES, TEAM_MESSAGES.battingStyle)),
  bowlingStyle: clearable(oneOf(BOWLING_STYLES, TEAM_MESSAGES.bowlingStyle)),
  isCaptain: leadership('isCaptain'),
  isViceCaptain: leadership('isViceCaptain'),
};

/** POST /api/my/teams/{id}/players: by username (a registered user) or by name (a guest). */
export const addPlayerBody = v.pipe(
  v.object({
    username: clearable(v.pipe(v.string(TEAM_MESSAGES.playerIdentity), v.trim())),
    name: clearable(v.pipe(v.string(TEAM_MESSAGES.playerIdentity), v.trim(), v.maxLength(TEAM_NAME_MAX, TEAM_MESSAGES.nameTooLong))),
    playingRole,
    ...playerFields,
  }),
  v.check((player) => Boolean(player.username || player.name), TEAM_MESSAGES.playerIdentity),
  v.check((player) => !(player.isCaptain && player.isViceCaptain), TEAM_MESSAGES.captainAndVice),
);
export type AddPlayerBody = v.InferOutput<typeof addPlayerBody>;

/** PATCH /api/my/teams/{id}/players/{playerId}: a left-out field stays as it is. */
export const updatePlayerBody = v.object({
  playingRole: v.optional(playingRole),
  name: v.optional(requiredText(TEAM_NAME_MAX, TEAM_MESSAGES.playerIdentity, TEAM_MESSAGES.nameTooLong)),
  ...playerFields,
});
export type UpdatePlayerBody = v.InferOutput<typeof updatePlayerBody>;

/** POST /api/my/teams/join/{code}: the role defaults to batter. */
export const joinTeamBody = v.object({ playingRole: v.nullish(playingRole) });
export type JoinTeamBody = v.InferOutput<typeof joinTeamBody>;
