// Part of the lint tier (npm run lint): no import in the console runs back up a floor.
//
// The console's floors, from the ground up, are declared here once (docs/architecture.md, "Console
// floors", says what each holds). A file may import its own floor or one below it, never one above,
// and every folder of apps/console/src stands on a floor. On the features floor one feature may use
// another, but never in a loop: what two features both need is lifted below them (features/structure,
// features/employee-picker, api/query-roots.ts). The same check runs first on fixtures, so a rule
// that stopped refusing would fail here too.
import { dirname, join, normalize, sep } from 'node:path';
import { answerFixtures, relativeImportsOf, sourceTree } from './relative-imports.mjs';

const FLOORS = [
  'shared', // route paths, the debounce: imports nothing of the console
  'api', // the HTTP client, the session's tokens, the API base, list and query paths, job runs, query roots
  'auth', // the signed-in person's profile, permissions, company settings and menu
  'ui', // the kit: no feature's data
  'features', // one folder per area of the spec, each with its api.ts
  'shell', // the frame: menu, header, department filter, home
  'app', // the routes table, the router, the theme
  'main.tsx', // the entry
];
const FEATURES = 'features';

/** The floor's part a file stands in: a top-level folder (or file), or one feature's folder. */
function partOf(file) {
  const [top, second] = file.split('/');
  return top === FEATURES && second !== undefined ? `${FEATURES}/${second}` : top;
}
const floorOf = (part) => FLOORS.indexOf(part.split('/')[0]);

/**
 * What breaks the floors in a tree given as { file: source } (paths under apps/console/src): a
 * file on no declared floor, an import that runs back up a floor, a loop between features.
 */
export function floorViolations(tree) {
  const wrong = [];
  const featureEdges = new Map();
  for (const [file, source] of Object.entries(tree)) {
    const from = partOf(file);
    if (floorOf(from) < 0) {
      wrong.push(`${file}: stands on no floor (declare '${from.split('/')[0]}' in tools/lint/check-console-floors.mjs)`);
      continue;
    }
    for (const spec of relativeImportsOf(source)) {
      const target = normalize(join(dirname(file), spec)).split(sep).join('/');
      if (target.startsWith('..')) continue;
      const to = partOf(target);
      if (to === from) continue;
      if (floorOf(to) > floorOf(from)) wrong.push(`${file} imports '${spec}': runs back up from ${FLOORS[floorOf(from)]} to ${FLOORS[floorOf(to)]}`);
      if (from.startsWith(`${FEATURES}/`) && to.startsWith(`${FEATURES}/`)) {
        if (!featureEdges.has(from)) featureEdges.set(from, new Map());
        if (!featureEdges.get(from).has(to)) featureEdges.get(from).set(to, `${file} imports '${spec}'`);
      }
    }
  }
  for (const loop of loopsOf(featureEdges)) wrong.push(`features in a loop: ${loop.join(' -> ')} -> ${loop[0]}\n      ${loop.map((f, i) => featureEdges.get(f).get(loop[(i + 1) % loop.length])).join('\n      ')}`);
  return wrong;
}

/** The loops of a graph, one per strongly connected part (Tarjan), each as a path round it. */
function loopsOf(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const parts = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const part = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1) parts.push(part);
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  // A path round each part: from its first member, always to a member not yet walked, back to the start.
  return parts.map((part) => {
    const inPart = new Set(part);
    const path = [part[0]];
    const walk = (v) => {
      for (const w of edges.get(v)?.keys() ?? []) {
        if (w === part[0] && path.length > 1) return true;
        if (inPart.has(w) && !path.includes(w)) {
          path.push(w);
          if (walk(w)) return true;
          path.pop();
        }
      }
      return false;
    };
    walk(part[0]);
    return path;
  });
}

// Fixtures: what the floors refuse must be refused, what they allow must pass.
const fixtures = [
  ['an import down a floor', { 'features/a/Page.tsx': "import { x } from '../../ui/Kit';", 'ui/Kit.tsx': "import { y } from '../api/http';", 'api/http.ts': "import { z } from '../shared/paths';", 'shared/paths.ts': '' }, 0],
  ['one feature using another', { 'features/a/Page.tsx': "import { x } from '../b/api';", 'features/b/api.ts': "import { y } from '../../api/http';", 'api/http.ts': '' }, 0],
  ['the client reaching up into app/', { 'api/http.ts': "import { API_BASE } from '../app/api-base';", 'app/api-base.ts': '' }, 1],
  ['a feature reaching up into the shell', { 'features/a/Page.tsx': "import { useMenu } from '../../shell/api';", 'shell/api.ts': '' }, 1],
  ['the kit reading a feature', { 'ui/Kit.tsx': "import { useThing } from '../features/a/api';", 'features/a/api.ts': '' }, 1],
  ['two features in a loop', { 'features/a/A.tsx': "import { b } from '../b/B';", 'features/b/B.tsx': "export { a } from '../a/A';" }, 1],
  ['a folder on no floor', { 'helpers/x.ts': '' }, 1],
];
answerFixtures('console floor', floorViolations, fixtures);

// The console's source, or another copy of it named on the command line (an older commit's, say).
const root = process.argv[2] ?? join(import.meta.dirname, '..', '..', 'apps', 'console', 'src');
const tree = sourceTree(root);
const wrong = floorViolations(tree);
if (wrong.length) {
  console.error(`Console imports that break its floors (${FLOORS.join(' < ')}):\n  ${wrong.join('\n  ')}`);
  process.exit(1);
}
console.log(`Console floors: ${Object.keys(tree).length} files, no import runs back up (${fixtures.length} fixtures answered).`);
