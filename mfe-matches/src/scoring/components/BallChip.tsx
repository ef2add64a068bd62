import type { GlobalToken } from 'antd';
import type { CSSProperties } from 'react';

type Tone = 'danger' | 'success' | 'warning' | 'plain';

/** Wickets red, boundaries green, extras gold, the rest plain. */
const toneOf = (label: string): Tone => (label.includes('W') ? 'danger' : label === '4' || label === '6' ? 'success' : /wd|nb|lb|b|p/.test(label) ? 'warning' : 'plain');

/** A tone's colours from the theme, as antd's Tag colours them. */
function colours(tone: Tone, token: GlobalToken): CSSProperties {
  if (tone === 'danger') return { color: token.colorError, background: token.colorErrorBg, borderColor: token.colorErrorBorder };
  if (tone === 'success') return { color: token.colorSuccess, background: token.colorSuccessBg, borderColor: token.colorSuccessBorder };
  if (tone === 'warning') return { color: token.colorWarning, background: token.colorWarningBg, borderColor: token.colorWarningBorder };
  return { color: token.colorText, background: token.colorFillQuaternary, borderColor: token.colorBorder };
}

/**
 * A ball's label as a chip: boundaries, wickets and extras stand out. Plain markup in the theme's
 * colours rather than antd's Tag: the scoreboard and commentary show many and redraw them every
 * ball, and each Tag costs a style hook per render on a phone. The parent reads the theme's
 * tokens (theme.useToken) once for its chips.
 */
export function BallChip({ label, token, tone = toneOf(label) }: { label: string; token: GlobalToken; tone?: Tone }) {
  const style: CSSProperties = {
    display: 'inline-block',
    minWidth: 28,
    textAlign: 'center',
    marginInlineEnd: 4,
    paddingInline: 7,
    fontSize: token.fontSizeSM,
    lineHeight: `${token.lineHeightSM * token.fontSizeSM + 2}px`,
    borderWidth: token.lineWidth,
    borderStyle: token.lineType,
    borderRadius: token.borderRadiusSM,
    ...colours(tone, token),
  };
  return <span style={style}>{label}</span>;
}
