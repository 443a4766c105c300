// What the floor checks share: a tree's sources, the relative modules each one imports, and the run of their fixtures.
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

/**
 * Runs a check on its fixtures ([name, tree, expected refusals]) and exits 1 when one is answered
 * otherwise: a check that stopped refusing fails the lint tier too.
 */
export function answerFixtures(what, check, fixtures) {
  const wrong = [];
  for (const [name, tree, expected] of fixtures) {
    const got = check(tree).length;
    if (got !== expected) wrong.push(`${name}: expected ${expected} refusal(s), got ${got}`);
  }
  if (wrong.length) {
    console.error(`The ${what} check does not answer its fixtures:\n  ${wrong.join('\n  ')}`);
    process.exit(1);
  }
}
