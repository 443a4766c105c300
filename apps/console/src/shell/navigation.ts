import type { MenuItem } from '@timekeep/contracts';
import { matchPath } from 'react-router-dom';

/** Screens this console has; any other menu path is a full page load (spec §2). */
export const KNOWN_PATHS = ['/', '/profile', '/profile/info', '/profile/password', '/login', '/selectRole', '/logout', '/forgotpassword', '/password/changePasswordByEmail', '/user/list'];

export const isKnownPath = (path: string) => KNOWN_PATHS.some((known) => matchPath(known, path.split('?')[0]));

/** Section and entry for the breadcrumbs, found by the current path. */
export function trail(menu: MenuItem[], pathname: string): MenuItem[] {
  for (const section of menu) {
    const entry = section.menuItems.find((i) => i.path === pathname);
    if (entry) return [section, entry];
  }
  return [];
}
