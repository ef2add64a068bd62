/** Playing roles of a squad member (issue #5). */
export const PLAYING_ROLES = ['batter', 'bowler', 'all-rounder', 'wicket-keeper'] as const;
export type PlayingRole = (typeof PLAYING_ROLES)[number];
export const PLAYING_ROLE_LABELS: Record<PlayingRole, string> = {
  batter: 'Batter',
  bowler: 'Bowler',
  'all-rounder': 'All-rounder',
  'wicket-keeper': 'Wicket-keeper',
};

/** How a player bats and bowls, as scorecards and player pages name it (issue 17); either may be unknown. */
export const BATTING_STYLES = ['right-hand', 'left-hand'] as const;
export type BattingStyle = (typeof BATTING_STYLES)[number];
export const BATTING_STYLE_LABELS: Record<BattingStyle, string> = {
  'right-hand': 'Right-hand bat',
  'left-hand': 'Left-hand bat',
};
export const BOWLING_STYLES = [
  'right-arm-fast',
  'right-arm-fast-medium',
  'right-arm-medium',
  'right-arm-off-break',
  'right-arm-leg-break',
  'left-arm-fast',
  'left-arm-fast-medium',
  'left-arm-medium',
  'left-arm-orthodox',
  'left-arm-wrist-spin',
] as const;
export type BowlingStyle = (typeof BOWLING_STYLES)[number];
export const BOWLING_STYLE_LABELS: Record<BowlingStyle, string> = {
  'right-arm-fast': 'Right-arm fast',
  'right-arm-fast-medium': 'Right-arm fast-medium',
  'right-arm-medium': 'Right-arm medium',
  'right-arm-off-break': 'Right-arm off-break',
  'right-arm-leg-break': 'Right-arm leg-break',
  'left-arm-fast': 'Left-arm fast',
  'left-arm-fast-medium': 'Left-arm fast-medium',
  'left-arm-medium': 'Left-arm medium',
  'left-arm-orthodox': 'Slow left-arm orthodox',
  'left-arm-wrist-spin': 'Left-arm wrist-spin',
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
  battingStyle: 'Batting style must be one of right-hand, left-hand',
  bowlingStyle:
    'Bowling style must be one of right-arm-fast, right-arm-fast-medium, right-arm-medium, right-arm-off-break, right-arm-leg-break, left-arm-fast, left-arm-fast-medium, left-arm-medium, left-arm-orthodox, left-arm-wrist-spin',
  jerseyTaken: 'This jersey number is already taken in the team',
  invalidJoinCode: 'Invalid join code',
  captainAndVice: 'A player cannot be both captain and vice-captain',
} as const;
