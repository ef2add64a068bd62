import { BATTING_STYLE_LABELS, BATTING_STYLES, BOWLING_STYLE_LABELS, BOWLING_STYLES } from '@cricket/contracts';

/** The choices of a player's batting and bowling style, as the squad's forms offer them. */
export const STYLE_OPTIONS = {
  battingStyle: BATTING_STYLES.map((style) => ({ value: style, label: BATTING_STYLE_LABELS[style] })),
  bowlingStyle: BOWLING_STYLES.map((style) => ({ value: style, label: BOWLING_STYLE_LABELS[style] })),
};
