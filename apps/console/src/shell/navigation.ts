import type { MenuItem } from '@timekeep/contracts';
import { matchPath } from 'react-router-dom';
import { ROUTES } from '../app/routes';

/** Screens this console has (every route is in ROUTES); any other menu path is a full page load (spec §2). */
export const KNOWN_PATHS: readonly string[] = Object.values(ROUTES);

export const isKnownPath = (path: string) => KNOWN_PATHS.some((known) => matchPath(known, path.split('?')[0]));

/** Section and entry for the breadcrumbs: the entry whose path is the current one or the longest prefix of it. */
export function trail(menu: MenuItem[], pathname: string): MenuItem[] {
  let best: MenuItem[] = [];
  let length = 0;
  for (const section of menu) {
    for (const entry of section.menuItems) {
      const path = entry.path ?? '';
      const matches = path !== '' && (pathname === path || pathname.startsWith(`${path}/`));
      if (matches && path.length > length) {
        best = [section, entry];
        length = path.length;
      }
    }
  }
  return best;
}
