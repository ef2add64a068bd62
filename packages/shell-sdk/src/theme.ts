import type { ThemeConfig } from 'antd';

/**
 * The one antd theme. antd is not a shared module (DESIGN.md §6), so the host and every
 * remote pass this object to their own ConfigProvider to look like one product.
 */
export const cricketTheme: ThemeConfig = {
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
