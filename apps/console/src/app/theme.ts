import type { ThemeConfig } from 'antd';

/** The spec's green theme: primary #2ebb7c, Nunito (bundled, no font CDN), base size 14. */
export const PRIMARY_COLOR = '#2ebb7c';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    fontFamily: "Nunito, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontSize: 14,
    borderRadius: 6,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff' },
  },
};
