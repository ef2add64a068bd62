/** Playing roles of a squad member (issue #5). */
export const PLAYING_ROLES = ['batter', 'bowler', 'all-rounder', 'wicket-keeper'] as const;
export type PlayingRole = (typeof PLAYING_ROLES)[number];
export const PLAYING_ROLE_LABELS: Record<PlayingRole, string> = {
  batter: 'Batter',
  bowler: 'Bowler',
  'all-rounder': 'All-rounder',
  'wicket-keeper': 'Wicket-keeper',
};

export const TEAM_NAME_MAX = 100;
export const TEAM_SHORT_NAME_MAX = 10;
export const JERSEY_NUMBER_MAX = 999;
/** Join codes: 8 characters without look-alikes (0/O, 1/I). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;

export const TEAM_MESSAGES = {
  nameRequired: 'Team name is required',
  nameTooLong: `Team name must be at most ${TEAM_NAME_MAX} characters`,
  shortNameTooLong: `Short name must be at most ${TEAM_SHORT_NAME_MAX} characters`,
  notFound: 'Team not found',
  playerNotFound: 'Player not found',
  playerIdentity: 'Give a username, or a name for a guest player',
  userNotFound: 'User not found',
  alreadyInTeam: 'This player is already in the team',
  playingRole: 'Playing role must be one of batter, bowler, all-rounder, wicket-keeper',
  jerseyNumber: `Jersey number must be a whole number from 0 to ${JERSEY_NUMBER_MAX}`,
  jerseyTaken: 'This jersey number is already taken in the team',
  invalidJoinCode: 'Invalid join code',
  captainAndVice: 'A player cannot be both captain and vice-captain',
} as const;
