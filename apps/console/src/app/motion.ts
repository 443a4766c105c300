import type { ThemeConfig } from 'antd';
import { useMemo, useSyncExternalStore } from 'react';

const REDUCE = '(prefers-reduced-motion: reduce)';

/** The theme with antd's motion off: modals, dropdowns, popovers and toasts appear and leave at once. */
export function withoutMotion(theme: ThemeConfig): ThemeConfig {
  return { ...theme, token: { ...theme.token, motion: false } };
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The console's theme as the system asks: whoever has reduced motion turned on (an accessibility
 * setting of every desktop and phone, and what the browser tests emulate with Playwright's
 * `reducedMotion: 'reduce'`) gets antd without motion; everyone else gets antd's normal motion.
 * See docs/decisions/0022-motion-follows-prefers-reduced-motion.md.
 */
export function useMotionTheme(theme: ThemeConfig): ThemeConfig {
  const reduced = useSyncExternalStore(subscribe, () => window.matchMedia(REDUCE).matches);
  return useMemo(() => (reduced ? withoutMotion(theme) : theme), [reduced, theme]);
}
