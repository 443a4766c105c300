import type { MenuItem } from '@timekeep/contracts';

/** The section and entry of the menu whose path this is; empty when the menu does not offer it. */
export function offered(menu: MenuItem[], path: string): MenuItem[] {
  for (const section of menu) for (const entry of section.menuItems) if (entry.path === path) return [section, entry];
  return [];
}
