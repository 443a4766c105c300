import type { MenuItem } from '@timekeep/contracts';
import { matchPath } from 'react-router-dom';
import { offered } from '../auth/menu';
import { ROUTES } from '../shared/paths';

/** Screens this console has (every route is in ROUTES); any other menu path is a full page load (spec §2). */
export const KNOWN_PATHS: readonly string[] = Object.values(ROUTES);

export const isKnownPath = (path: string) => KNOWN_PATHS.some((known) => matchPath(known, path.split('?')[0]));

/**
 * What a screen's route tells the shell (react-router's `handle`): the path of the menu entry that
 * opens it (/paygroup/create is opened from /paygroup/list), or null for a screen outside the menu
 * that everyone signed in has (home, Page Not Found). A screen is open to those whose menu, as the
 * server gives it, offers its entry. `title` names a screen outside the menu in the breadcrumbs
 * (the timesheet, opened from lists), which would otherwise read just Home.
 */
export interface ScreenHandle {
  entry: string | null;
  title?: string;
}

export const entryOf = (handle: unknown): string | null | undefined => (handle && typeof handle === 'object' && 'entry' in handle ? (handle as ScreenHandle).entry : undefined);

/** The breadcrumbs after Home: the menu's section and entry, else the title of a screen outside the menu. */
export function crumbNames(menu: MenuItem[], pathname: string, handle: unknown): string[] {
  const entry = entryOf(handle);
  const names = trail(menu, pathname, entry).map((m) => m.name);
  if (names.length || entry !== null) return names;
  // A screen outside the menu that the menu offers anyway (the timesheet with isTimesheetNewUiEnabled) sits under its entry.
  const offeredHere = offered(menu, pathname).map((m) => m.name);
  if (offeredHere.length) return offeredHere;
  const title = (handle as ScreenHandle).title;
  return title ? [title] : [];
}

const folder = (path: string) => path.split('/').slice(0, 2).join('/');

/**
 * Section and entry for the breadcrumbs: the screen's own entry when its route names one (none for
 * a screen outside the menu); for a route that does not say, the entry whose path is the current
 * one or the longest prefix of it, failing that the entry in the same first folder, its list first
 * (/paygroup/create under /paygroup/list).
 */
export function trail(menu: MenuItem[], pathname: string, entry?: string | null): MenuItem[] {
  if (entry !== undefined) return entry === null ? [] : offered(menu, entry);
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
