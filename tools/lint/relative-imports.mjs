// What the floor checks read: a tree's sources and the relative modules each one imports.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The relative module specifiers a source imports (static, re-exported and dynamic). */
export function relativeImportsOf(source) {
  const found = [];
  for (const m of source.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (spec.startsWith('.')) found.push(spec);
  }
  return found;
}

/** Every .ts and .tsx file under root, as { 'path/under/root.ts': source }. */
export function sourceTree(root) {
  const tree = {};
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    tree[relative(root, path).split(sep).join('/')] = readFileSync(path, 'utf8');
  }
  return tree;
}
