import type { ThemeConfig } from 'antd';

/*
 * The spec's green, #2ebb7c, stays the brand: the logo, the shifts' bars, the tints below, the
 * installed app's theme colour. It has 2.5:1 against white, too little for text or for white text
 * on it (WCAG 2.1 AA asks 4.5:1, ADR 0072).
 */

/**
 * The brand's darker shade wherever text sits on green or is green: primary buttons, links,
 * breadcrumbs, the selected menu entry, tabs. 4.96:1 against white, 4.55:1 on the page's grey
 * (#f5f5f5), 4.60:1 on the brand's lightest tint (a selected menu entry's background).
 */
export const PRIMARY_COLOR = '#17804f';
/** Hover and press go darker still (steps 8 and 9 of the brand's own antd palette): 6.27:1 and 10.7:1 against white. */
const PRIMARY_HOVER = '#106e4a';
const PRIMARY_ACTIVE = '#074731';

/**
 * Secondary text (antd's tertiary: Typography type="secondary", breadcrumbs, descriptions, table
 * sorters' captions), antd's 45 % black (3.4:1 on white) raised to 58 %: 5.3:1 on white, 5.1:1 on #f0f0f0.
 */
const TEXT_TERTIARY = 'rgba(0, 0, 0, 0.58)';

/**
 * Red text and white text on red (a late punch, Missing, Delete, the unread count) in antd's
 * #ff4d4f has 3.3:1 against white; red-7 has 5.6:1 (5.1:1 on the error tint), hover and press darker.
 * The tints behind error text stay antd's own.
 */
const ERROR = {
  colorError: '#cf1322',
  colorErrorHover: '#a8071a',
  colorErrorActive: '#820014',
  colorErrorText: '#cf1322',
  colorErrorTextHover: '#a8071a',
  colorErrorTextActive: '#820014',
  colorErrorBg: '#fff2f0',
  colorErrorBgHover: '#fff1f0',
  colorErrorBorder: '#ffccc7',
  colorErrorBorderHover: '#ffa39e',
};

/**
 * A coloured Tag writes in its palette's step 7 on its step 1. Seven of antd's palettes fall short
 * of 4.5:1 there (green 3.4:1, cyan 3.4, orange 3.3, gold 2.8, lime 2.5, yellow 2.1, volcano 4.4):
 * their step 7 is a darker step of the same palette, 5.1:1 to 6.6:1 on the tag's own tint.
 */
const READABLE_TAG_TEXT = {
  green7: '#237804',
  cyan7: '#006d75',
  orange7: '#ad4e00',
  volcano7: '#ad2102',
  gold7: '#874d00',
  lime7: '#3f6600',
  yellow7: '#876800',
};

/** The spec's green theme: Nunito (bundled, no font CDN), base size 14. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    colorPrimaryHover: PRIMARY_HOVER,
    colorPrimaryActive: PRIMARY_ACTIVE,
    colorPrimaryText: PRIMARY_COLOR,
    colorPrimaryTextHover: PRIMARY_HOVER,
    colorPrimaryTextActive: PRIMARY_ACTIVE,
    colorLinkHover: PRIMARY_HOVER,
    colorLinkActive: PRIMARY_ACTIVE,
    // The light tints stay the brand's own (antd's palette of #2ebb7c, steps 1 to 4): antd would
    // derive greyer ones from the darker seed. Text on them is dark, or the darker green (4.60:1 on #ebfaf1).
    colorPrimaryBg: '#ebfaf1',
    colorPrimaryBgHover: '#d3edde',
    colorPrimaryBorder: '#a4e0bf',
    colorPrimaryBorderHover: '#79d4a5',
    colorTextTertiary: TEXT_TERTIARY,
    // Placeholders are text too (a Select's "All" is the field's value until chosen): antd's 25 % black is 1.8:1.
    colorTextPlaceholder: TEXT_TERTIARY,
    ...ERROR,
    ...READABLE_TAG_TEXT,
    fontFamily: "Nunito, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontSize: 14,
    borderRadius: 6,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff' },
  },
};
