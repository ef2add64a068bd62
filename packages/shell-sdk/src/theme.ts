import type { ThemeConfig } from 'antd';

/**
 * A light tag's text is its colour's shade 7 on shade 1; these shades 7 fall short of 4.5:1, so
 * they take the first darker shade of the same palette that reaches it. antd names each shade
 * twice (`gold7`, `gold-7`) and its CSS variable comes from the second: both are set.
 */
const TAG_TEXT_COLORS = Object.fromEntries(
  Object.entries({ volcano: '#ad2102', orange: '#ad4e00', gold: '#874d00', yellow: '#876800', lime: '#3f6600', green: '#237804', cyan: '#006d75' }).flatMap(([name, shade]) => [
    [`${name}7`, shade],
    [`${name}-7`, shade],
  ]),
);

/**
 * The one antd theme: the shell's ConfigProvider, around every remote's pages too, and the test
 * harnesses' pass this object.
 */
export const cricketTheme: ThemeConfig = {
  // Components take their styles from antd's precompiled stylesheet (shell/antd-stylesheet.js)
  // instead of generating them as they render; the tokens below reach it as CSS variables.
  zeroRuntime: true,
  token: {
    colorPrimary: '#0f7b3f',
    colorInfo: '#0f7b3f',
    colorSuccess: '#16a34a',
    colorError: '#dc2626',
    colorWarning: '#d97706',
    colorLink: '#0f7b3f',
    borderRadius: 8,
    fontFamily:
      "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    colorBgLayout: '#f5f7f5',
    // WCAG AA (4.5:1) for small text on white and on the layout's #f5f7f5: antd's defaults for
    // secondary text (0.45 black, 3.4:1), placeholders (0.25) and success and warning text (3.3:1
    // and 3.2:1, the seeds themselves) are too faint (issue 22, item 6).
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    // antd derives a mid grey-green (#abbaaf) from this primary for selected items' background,
    // on which the primary text reads 2.6:1: the brand's light greens instead (4.9:1).
    colorPrimaryBg: '#dcfce7',
    colorPrimaryBgHover: '#bbf7d0',
    colorSuccessText: '#15803d',
    colorWarningText: '#b45309',
    ...TAG_TEXT_COLORS,
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 64, headerPadding: '0 16px', bodyBg: '#f5f7f5', footerBg: '#0b2e1c' },
    Menu: { itemBg: 'transparent', horizontalItemSelectedColor: '#0f7b3f' },
    Card: { borderRadiusLG: 12 },
  },
};

/** Brand colours used outside antd tokens (hero gradients, footer). */
export const brandColors = {
  pitch: '#0f7b3f',
  pitchDark: '#0b2e1c',
  ball: '#c81e1e',
  sand: '#f4ecd8',
} as const;
