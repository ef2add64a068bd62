import type { InningsScorecard } from '@cricket/contracts';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';

/** One colour per innings in play order (first, second, and the rest of a test or super overs). */
const COLORS = ['#1677ff', '#fa541c', '#52c41a', '#722ed1', '#13c2c2', '#eb2f96'];

/** The over charts' drawing: a fixed view box, the plot inside its padding for the axes' labels. */
export const WIDTH = 320;
export const HEIGHT = 160;
export const PAD = { left: 28, right: 8, top: 8, bottom: 20 };
export const PLOT_W = WIDTH - PAD.left - PAD.right;
export const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

export const inningsColor = (index: number) => COLORS[index % COLORS.length];
export const inningsLabel = (innings: InningsScorecard) => TEXTS.inningsLabel(innings.team, innings.number, innings.superOver);
