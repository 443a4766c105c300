import type { MenuItem } from '@timekeep/contracts';
import { matchPath } from 'react-router-dom';
import { ROUTES } from '../app/routes';

/** Screens this console has (every route is in ROUTES); any other menu path is a full page load (spec §2). */
export const KNOWN_PATHS: readonly string[] = Object.values(ROUTES);

export const isKnownPath = (path: string) => KNOWN_PATHS.some((known) => matchPath(known, path.split('?')[0]));

const folder = (path: string) => path.split('/').slice(0, 2).join('/');

/**
 * Section and entry for the breadcrumbs: the entry whose path is the current one or the longest
 * prefix of it; failing that, the entry in the same first folder, its list first (/paygroup/create
 * under /paygroup/list).
 */
export function trail(menu: MenuItem[], pathname: string): MenuItem[] {
  let best: MenuItem[] = [];
  let length = 0;
  let sibling: MenuItem[] = [];
  for (const section of menu) {
    for (const entry of section.menuItems) {
      const path = entry.path ?? '';
      if (path === '') continue;
      if ((pathname === path || pathname.startsWith(`${path}/`)) && path.length > length) {
        best = [section, entry];
        length = path.length;
      }
      // A folder's list is the create and update screens' parent (/schedule/list, not /schedule/employee).
      const betterSibling = !sibling.length || (path.endsWith('/list') && !(sibling[1].path ?? '').endsWith('/list'));
      if (betterSibling && folder(path) === folder(pathname) && folder(path) !== '') sibling = [section, entry];
    }
  }
  return best.length ? best : sibling;
}
