import type { MenuItem } from '@timekeep/contracts';
import { matchPath } from 'react-router-dom';
import { ROUTES } from '../app/routes';

/** Screens this console has (every route is in ROUTES); any other menu path is a full page load (spec §2). */
export const KNOWN_PATHS: readonly string[] = Object.values(ROUTES);

export const isKnownPath = (path: string) => KNOWN_PATHS.some((known) => matchPath(known, path.split('?')[0]));

/** Section and entry for the breadcrumbs, found by the current path. */
export function trail(menu: MenuItem[], pathname: string): MenuItem[] {
  for (const section of menu) {
    const entry = section.menuItems.find((i) => i.path === pathname);
    if (entry) return [section, entry];
  }
  return [];
}
